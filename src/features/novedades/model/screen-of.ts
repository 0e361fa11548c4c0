import { clientScreens, linkedScreens, type ClientPath } from '@/shared/navigation';

const screens: readonly { path: ClientPath; title: string }[] = [...clientScreens, ...linkedScreens];

/**
 * NEWS-05: the client screen a news item links to, only ever one of the client area's own screens: a link the
 * server sends that is not one of them goes to the home screen, never elsewhere.
 */
export function screenOf(enlace: string): { path: ClientPath; title: string } {
  const screen = screens.find((s) => s.path === enlace);
  return screen
    ? { path: screen.path, title: screen.title }
    : { path: '/cliente/dashboard', title: 'Inicio' };
}
