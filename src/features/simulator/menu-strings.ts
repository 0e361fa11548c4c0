/**
 * The simulator menu's name, apart from the other texts (strings.ts) so the login screen's button carries
 * nothing more into its first paint.
 */
export const menuStrings = {
  title: 'Simulador',
  /** The login screen's button that opens the same menu. */
  open: 'Abrir el menú del simulador',
} as const;
