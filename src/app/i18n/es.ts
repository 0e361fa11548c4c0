/**
 * Texts of the shell and routes, as the specification writes them. Each feature keeps its own screen texts
 * in its `strings.ts`, so a reviewer can compare one screen with the spec in one place.
 */
export const appStrings = {
  productName: 'Plataforma de Inversión',
  loading: 'Cargando...',
  notFound: 'Página no encontrada',
  routeTitles: {
    '/cliente/dashboard': 'Inicio',
    '/cliente/projectos': 'Proyectos',
    '/cliente/inversiones': 'Mis inversiones',
    '/cliente/ofertas': 'Mis ofertas',
    '/cliente/ultradeposito': 'Depósito',
    '/cliente/retiro': 'Retiro',
    '/cliente/user-tarjeta': 'Tarjetas',
    '/cliente/user-profile': 'Mi cuenta',
  },
  publicTitles: {
    cotizador: 'Cotizador de inversión',
    portal: 'Iniciar sesión',
    loginPendiente: 'Iniciar Sesion',
    nuevaCuenta: 'Crear cuenta',
    activation: 'Validación de correo electrónico',
    forgot: 'Recuperar contraseña',
  },
  enterButton: 'ENTRAR A MI CUENTA',
} as const;

export type ClientPath = keyof typeof appStrings.routeTitles;
