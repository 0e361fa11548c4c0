import { Button } from '@mantine/core';
import { useState } from 'react';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { menuStrings } from '../menu-strings';
import type { LoginMenuOpen } from './login-menu-dialogs';

/** The menu and its confirmations, loaded on the first click: nothing of them is in the login's first paint. */
const LoginMenuDialogs = lazyWhenOpen(
  () => import('./login-menu-loader').then((m) => m.loadLoginMenuDialogs()),
  (p: { open: LoginMenuOpen | null }) => p.open !== null,
);

/** Opens the simulator menu from a public screen (the login's header). */
export function SimulatorMenuButton() {
  const [open, setOpen] = useState<LoginMenuOpen | null>(null);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-haspopup="dialog"
        title={menuStrings.open}
        onClick={() => setOpen('menu')}
      >
        {menuStrings.title}
      </Button>
      <LoginMenuDialogs open={open} onOpen={setOpen} />
    </>
  );
}
