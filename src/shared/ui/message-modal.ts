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
      if (id) mountedOverlays()?.modals.close(id);
    };
  }, [open]);
}
