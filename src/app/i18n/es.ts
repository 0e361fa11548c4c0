/**
 * Texts of the public routes' frames, as the specification writes them. Client-area titles live with the
 * navigation table (shared/navigation.ts); each feature keeps its screen texts in its own `strings.ts`.
 */
export const appStrings = {
  productName: 'Plataforma de Inversión',
  loading: 'Cargando...',
  notFound: 'Página no encontrada',
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
