/**
 * The client area's screens: path, title (SHELL-01) and which statuses may open each one (ROLE-01..07).
 * The order is the sidebar's order.
 */
export type ClientStatusValue = 0 | 1 | 2 | 3;

export interface ClientScreen {
  path: ClientPath;
  title: string;
  statuses: readonly ClientStatusValue[];
}

export const clientScreens = [
  { path: '/cliente/dashboard', title: 'Inicio', statuses: [3] },
  { path: '/cliente/projectos', title: 'Proyectos', statuses: [3] },
  { path: '/cliente/inversiones', title: 'Mis inversiones', statuses: [3] },
  { path: '/cliente/ofertas', title: 'Mis ofertas', statuses: [3] },
  { path: '/cliente/ultradeposito', title: 'Depósito', statuses: [1, 2, 3] },
  { path: '/cliente/retiro', title: 'Retiro', statuses: [3] },
  { path: '/cliente/user-tarjeta', title: 'Tarjetas', statuses: [3] },
  { path: '/cliente/user-profile', title: 'Mi cuenta', statuses: [1, 2, 3] },
] as const satisfies readonly { path: string; title: string; statuses: readonly ClientStatusValue[] }[];

/**
 * Screens a client reaches from links of other screens, not from the sidebar (ROLE-03 lists the sidebar
 * exactly): the statement from the movements panel (STMT-13), automatic investing from 'Proyectos', 'Mis
 * inversiones' and the dashboard (AUTO-16).
 */
export const linkedScreens = [
  { path: '/cliente/estado-de-cuenta', title: 'Estado de cuenta', statuses: [3] },
  { path: '/cliente/inversion-automatica', title: 'Inversión automática', statuses: [3] },
  // PAY-06: 'Próximos pagos', from the dashboard and 'Mis inversiones'.
  { path: '/cliente/proximos-pagos', title: 'Próximos pagos', statuses: [3] },
  // DIV-07: from the dashboard and 'Mis inversiones'.
  { path: '/cliente/diversificacion', title: 'Diversificación', statuses: [3] },
] as const satisfies readonly { path: string; title: string; statuses: readonly ClientStatusValue[] }[];

export type ClientPath = (typeof clientScreens)[number]['path'] | (typeof linkedScreens)[number]['path'];

/** Where a client lands, and where unknown or forbidden paths send it (ROLE-05, ROLE-07). */
export function homeFor(status: ClientStatusValue): ClientPath {
  return status === 3 ? '/cliente/dashboard' : '/cliente/user-profile';
}

export function screensFor(status: ClientStatusValue): ClientScreen[] {
  return clientScreens.filter((s) => (s.statuses as readonly number[]).includes(status));
}

export function mayVisit(path: string, status: ClientStatusValue): boolean {
  return [...clientScreens, ...linkedScreens].some(
    (s) => s.path === path && (s.statuses as readonly number[]).includes(status),
  );
}

/** The top bar's title for a path (SHELL-01); the sub-path form '/base/cliente/...' is accepted. */
export function titleFor(pathname: string): string {
  const screen = [...clientScreens, ...linkedScreens].find((s) => pathname.endsWith(s.path));
  return screen?.title ?? '';
}
