import { Button } from '@mantine/core';
import { useState } from 'react';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { simulatorStrings } from '../strings';
import { type StateDialog, StateDialogs } from './state-dialogs';

const SimulatorMenuModal = lazyWhenOpen(
  () => import('./simulator-menu-modal').then((m) => m.SimulatorMenuModal),
  (p: { opened: boolean }) => p.opened,
);

/**
 * Opens the simulator menu from a public screen (the login's header). Choosing reset or import closes the
 * menu and opens the confirmation, so only one dialog is ever open. Its code loads on the first click.
 */
export function SimulatorMenuButton() {
  const [open, setOpen] = useState<'menu' | StateDialog | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-haspopup="dialog"
        title={simulatorStrings.menu.open}
        onClick={() => setOpen('menu')}
      >
        {simulatorStrings.menu.title}
      </Button>
      <SimulatorMenuModal
        opened={open === 'menu'}
        onClose={close}
        onReset={() => setOpen({ kind: 'reset' })}
        onImport={(file) => setOpen({ kind: 'import', file })}
      />
      <StateDialogs dialog={open === 'menu' ? null : open} onClose={close} />
    </>
  );
}
