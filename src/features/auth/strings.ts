import { SESSION_REVOKED_MESSAGE } from '@/contract/errors';
import { CURRENCY_DEMO, MIN_INVESTMENT } from '@/shared/constants';

/**
 * Texts of the access screens (p1 §2 Login, Registration, Activation, Forgot), as the specification writes
 * them, in one place for review.
 */

/** Server messages the client recognises (p1 §2, §4, §8). */
export const serverMessages = {
  /** LOGIN-14: opens the unconfirmed-email modal. */
  unconfirmed: 'El usuario debe confirmar la dirección de correo electrónico.',
  /** LOGIN-19: the single-device note is added to this one. */
  sessionsClosed: SESSION_REVOKED_MESSAGE,
  /** REG-15: the registration success message. */
  registered:
    'Usuario creado con éxito. Confirme haciendo clic en el enlace que se le envió en su correo electrónico.',
} as const;

export const commonStrings = {
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'nombre@correo.com',
  passwordLabel: 'Contraseña',
  loading: 'Cargando...',
  close: 'Cerrar',
  accept: 'Aceptar',
  brand: 'Plataforma de Inversión',
} as const;

/** The one-click entry to the demo accounts, under the login form (simulator builds only). */
export const demoEntryStrings = {
  title: 'Probar la demo',
  intro: 'Entre con un clic a una cuenta de demostración, sin escribir nada. Todo el dinero es ficticio.',
  /** The link at the top of the login form that leads to the section. */
  jump: '¿Solo quiere mirar? Pruebe la demo con un clic',
  enter: 'Entrar →',
  entering: 'Entrando...',
} as const;

export const loginStrings = {
  title: 'Iniciar sesión',
  /** LOGIN-08 */
  welcome: `La plataforma para todo tipo de inversionista, desde ${CURRENCY_DEMO} ${MIN_INVESTMENT}.`,
  /** LOGIN-03 */
  submit: 'Entrar a mi cuenta',
  /** LOGIN-06 */
  forgot: '¿Olvidó su contraseña?',
  /** LOGIN-07 */
  noAccount: '¿No tiene una cuenta?',
  createAccount: 'Crear una cuenta',
  /** LOGIN-13 */
  welcomeUser: (name: string) => `Bienvenido ${name}`,
  /** DEMO-03: the signed-in client of the demo platform is welcomed to the simulator. */
  demoWelcome: 'Le damos la bienvenida al simulador de la plataforma (DEMO PLATFORM).',
  goToAccount: 'Ir a mi cuenta',
  /** LOGIN-18 */
  messageTitle: 'Aviso',
  /** LOGIN-19 */
  singleDeviceNote:
    'Por seguridad se cerraron todas las sesiones abiertas: su cuenta solo puede usarse en un dispositivo a la vez.',
  /** LOGIN-15 */
  unconfirmedTitle: '¡Su registro está casi completo!',
  resendButton: 'Reenviar enlace de confirmación',
} as const;

export const loginPendingStrings = {
  /** ROUTE-04: written as the specification writes it. */
  title: 'Iniciar Sesion',
  intro: 'Ingrese su correo electrónico y su contraseña.',
  submit: 'Entrar a mi cuenta',
  /** ROUTE-06 */
  redirecting: 'Ya tiene una sesión iniciada. En un momento le llevamos a su cuenta.',
} as const;

/** REG-03: exactly these, in this order. */
export const ORIGEN_OPTIONS = [
  'Instagram',
  'Facebook',
  'Email',
  'Youtube',
  'Google',
  'Recomendación',
  'Publicidad en Radio/TV',
  'Un Amigo/a',
] as const;

export const registrationStrings = {
  title: 'Abra su cuenta',
  intro: `Invierta desde ${CURRENCY_DEMO} ${MIN_INVESTMENT} en activos no cotizados.`,
  referidoLabel: 'Código de referido (opcional)',
  nameLabel: 'Nombre completo',
  confirmarLabel: 'Confirmar contraseña',
  origenLabel: '¿Cómo nos conoció?',
  origenPlaceholder: 'Seleccione una opción',
  termsLabel: 'Acepto los términos y condiciones',
  /** REG-09 */
  submit: '¡Abrir mi cuenta!',
  /** REG-10 */
  validationNote: 'El registro está sujeto a la validación de datos y documentos.',
  /** REG-11 */
  haveAccount: '¿Ya tiene una cuenta?',
  login: 'Iniciar sesión',
  /** REG-13 */
  mismatch: 'La confirmación no coincide con la contraseña.',
  resultTitle: 'Registro de cuenta',
  /** REG-15 */
  resultLogin: 'Iniciar sesión',
  /** REG-16 */
  resultAccept: 'Aceptar',
} as const;

export const activationStrings = {
  title: 'Validación de correo electrónico',
  /** ACT-02 */
  successTitle: 'Felicitaciones',
  successText: 'Su correo electrónico ha sido validado exitosamente',
  /** ACT-03, ACT-04 */
  failureTitle: 'Upps Lo sentimos',
  failureText: 'No hemos podido validar su correo electrónico',
  /** ACT-05, ACT-06 */
  login: 'Iniciar sesión',
} as const;

export const forgotStrings = {
  title: 'Recuperar contraseña',
  intro:
    'Escriba el correo electrónico de su cuenta y le enviaremos las instrucciones para recuperar su contraseña.',
  /** FORGOT-01 */
  submit: 'Enviar enlace',
  /** FORGOT-02 */
  noAccount: '¿No tiene una cuenta?',
  register: 'Crear una cuenta',
  /** FORGOT-03 */
  backToLogin: 'Volver a iniciar sesión',
} as const;

/** The simulator's demo outbox (SRV-09): a prospect cannot receive e-mail. */
export const outboxStrings = {
  button: 'Correo de demostración',
  title: 'Correo de demostración',
  explanation: (email: string) =>
    `Esta plataforma es una demostración y no envía correos reales. Estos son los mensajes que habría recibido ${email}.`,
  needEmail: 'Escriba su correo electrónico para ver sus mensajes de demostración.',
  empty: (email: string) => `No hay mensajes para ${email}.`,
  sentAt: (fecha: string) => `Enviado el ${fecha}`,
  follow: 'Abrir enlace',
  error: 'No se pudo leer el correo de demostración.',
} as const;
