import { useEffect } from 'react';

/**
 * SHELL-12: while the client area is shown, the browser's context menu never opens (mouse right click, the
 * menu key, Shift+F10, anywhere in the document, modals included); each attempt calls `onBlocked`. Apart from
 * the warning's modal, which the shell loads only once it opens.
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
