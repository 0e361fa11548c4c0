import { SimulatorMenuModal } from './simulator-menu-modal';
import { StateDialogsContent } from './state-dialogs-content';
import type { StateDialog } from './state-dialogs';

/** What the login screen's simulator button has open: the menu, or one of its confirmations. */
export type LoginMenuOpen = 'menu' | StateDialog;

/**
 * The simulator menu as a dialog, and its confirmations. Choosing reset or import closes the menu and opens
 * the confirmation, so only one dialog is ever open.
 */
export function LoginMenuDialogs(props: {
  open: LoginMenuOpen | null;
  onOpen: (open: LoginMenuOpen | null) => void;
}) {
  const { open, onOpen } = props;
  const close = () => onOpen(null);
  return (
    <>
      <SimulatorMenuModal
        opened={open === 'menu'}
        onClose={close}
        onReset={() => onOpen({ kind: 'reset' })}
        onImport={(file) => onOpen({ kind: 'import', file })}
        onScenarios={() => onOpen({ kind: 'scenarios' })}
      />
      <StateDialogsContent dialog={open === 'menu' ? null : open} onClose={close} />
    </>
  );
}
