import { Box, Button, Group } from '@mantine/core';
import type { ModalSettings } from '@mantine/modals';
import { type ReactNode, useEffect, useRef } from 'react';
import { mountedOverlays, whenOverlays } from './overlays';

export interface MessageModalContent {
  /** The dialog's heading, and its accessible name. */
  title: ReactNode;
  children: ReactNode;
}

type ModalOptions = Omit<ModalSettings, 'title' | 'children' | 'onClose' | 'modalId'>;

/**
 * A message dialog (a result or a server's message, with its button) drawn by the app's ModalsProvider: open
 * while `content` is not null, kept up to date while it changes, closed when it becomes null or the screen
 * goes. Escape and a click outside call `onClose`, as the dialog's own button does; a close that comes from
 * here (the content became null) does not call it again.
 */
export function useMessageModal(
  content: MessageModalContent | null,
  onClose: () => void,
  options?: ModalOptions,
): void {
  const open = content !== null;
  const latest = useRef({ content, onClose, options });
  const modalId = useRef<string | null>(null);

  useEffect(() => {
    latest.current = { content, onClose, options };
    const id = modalId.current;
    if (id && content) mountedOverlays()?.modals.updateModal({ modalId: id, ...content });
  });

  useEffect(() => {
    if (!open) return;
    let closedHere = false;
    void whenOverlays().then(({ modals }) => {
      const { content: shown, options: settings } = latest.current;
      if (closedHere || !shown) return;
      modalId.current = modals.open({
        withCloseButton: false,
        ...settings,
        ...shown,
        onClose: () => {
          if (!closedHere) latest.current.onClose();
        },
      });
    });
    return () => {
      closedHere = true;
      const id = modalId.current;
      modalId.current = null;
      const modals = mountedOverlays()?.modals;
      if (!id || !modals) return;
      // A message that clears (its button, its timer, the screen going) is gone at once, not after a fade:
      // a timed message is shown exactly as long as its requirement says.
      modals.updateModal({ modalId: id, transitionProps: { duration: 0, exitDuration: 0 } });
      modals.close(id);
    };
  }, [open]);
}

/**
 * The body of a message dialog: the message (a live region when `role` says so) and its one button, which
 * takes the focus when the dialog opens.
 */
export function MessageBody(props: {
  children: ReactNode;
  button: string;
  onClick: () => void;
  role?: 'status' | 'alert';
}) {
  return (
    <>
      <Box role={props.role}>{props.children}</Box>
      <Group justify="flex-end" mt="lg">
        <Button onClick={props.onClick} data-autofocus>
          {props.button}
        </Button>
      </Group>
    </>
  );
}
