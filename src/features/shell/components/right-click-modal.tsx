import { Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { shellStrings } from '../strings';

const t = shellStrings.rightClick;

/**
 * SHELL-12: while the client area is shown, the browser's context menu never opens (mouse right click, the
 * menu key, Shift+F10, anywhere in the document, modals included); each attempt calls `onBlocked`.
 */
export function useBlockContextMenu(onBlocked: () => void): void {
  useEffect(() => {
    const block = (event: MouseEvent) => {
      event.preventDefault();
      onBlocked();
    };
    document.addEventListener('contextmenu', block);
    return () => document.removeEventListener('contextmenu', block);
  }, [onBlocked]);
}

/** SHELL-13: the dismissible warning '¡Hola aquí no puedes usar Click derecho!' (close button, Escape, outside). */
export function RightClickModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} closeButtonProps={{ 'aria-label': t.close }}>
      <Text>{t.message}</Text>
    </Modal>
  );
}
