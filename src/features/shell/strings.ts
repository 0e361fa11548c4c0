/**
 * Texts of the client area's frame (top bar, sidebar, footer, demo banner, modals), quoting the specification
 * where it gives the words (p1 §1, §2 Shell, §8, §9). Titles of the screens live in shared/navigation.ts.
 */
import { SESSION_EXPIRED_MESSAGE } from '@/contract/errors';

export const shellStrings = {
  /** SHELL-14, p1 §8: the loading text. */
  loading: 'Cargando...',
  /** SESS-10: the message of the forced sign-out, the same text the server gives an expired session. */
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  brand: 'Plataforma de Inversión',
  skipToContent: 'Ir al contenido principal',
  topBarLabel: 'Barra superior',

  topBar: {
    /** SHELL-03: last_c shown as 'Última conexión: 22/11/2026 07:00'. */
    lastConnection: (when: string) => `Última conexión: ${when}`,
    signOut: 'Cerrar sesión',
    collapseMenu: 'Contraer menú',
    expandMenu: 'Expandir menú',
    openMobileMenu: 'Abrir menú de navegación',
    closeMobileMenu: 'Cerrar menú de navegación',
  },

  sidebar: {
    /** The accessible name of the sidebar's navigation landmark. */
    label: 'Menú principal',
  },

  footer: {
    /** GEN-02 and p1 §9: one line that opens a chat with the provider's support; hours 9:00–17:00, Mon–Fri. */
    support: 'Chatee con nuestro soporte',
    hours: 'lunes a viernes de 9:00 a 17:00',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },

  demo: {
    /** DEMO-01. */
    banner: 'DEMO PLATFORM',
    /** DEMO-03: the welcome names the simulator. */
    welcome: 'Bienvenido al simulador de la plataforma de inversión.',
    /** DEMO-06. */
    notReal: 'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.',
    /** The folded banner's toggle. */
    more: 'Ver más',
    less: 'Ver menos',
  },

  welcomeModal: {
    /** SHELL-09. */
    title: 'BIENVENIDO',
    created: 'Su usuario ha sido creado con éxito.',
    completeData: 'Por favor, complete su información personal para continuar.',
    /** SHELL-10. */
    continue: 'Continuar',
  },

  rightClick: {
    /** SHELL-13, quoted. */
    message: '¡Hola aquí no puedes usar Click derecho!',
    title: 'Aviso',
    close: 'Cerrar',
  },

  themeSwitcher: {
    /** SHELL-08: exists but is not shown. */
    label: 'Tema de colores',
    light: 'Claro',
    dark: 'Oscuro',
    auto: 'Automático',
  },
} as const;
