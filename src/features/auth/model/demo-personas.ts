/**
 * The demo accounts a prospect can enter with one click on the login screen (only while the simulator
 * answers the calls). They are the simulator's published demo credentials (README.md lists them too); the
 * click sends them through the documented authenticate call like any login, so nothing here reaches past the
 * contract. A test signs each of them in against the seeded simulator.
 */
export interface DemoPersona {
  key: 'demo' | 'inversor' | 'emisor' | 'nuevo';
  name: string;
  /** Who the persona is, in a few words. */
  role: string;
  /** What signing in as this persona shows, in one line. */
  shows: string;
  email: string;
  password: string;
}

export const demoPersonas: readonly DemoPersona[] = [
  {
    key: 'demo',
    name: 'Valentina Ríos',
    role: 'Inversora en modo demo (USDT)',
    shows:
      'Una cartera completa: invierta, venda y compre en el mercado secundario, deposite y use tarjetas.',
    email: 'demo@simulador.test',
    password: 'demo1234',
  },
  {
    key: 'inversor',
    name: 'Andrés Gómez',
    role: 'Inversor en dólares ($)',
    shows: 'Todo lo anterior y además retiros a beneficiarios nacionales, internacionales, cripto y remesas.',
    email: 'inversor@simulador.test',
    password: 'inversor1234',
  },
  {
    key: 'emisor',
    name: 'Constructora Andina',
    role: 'Emisor de proyectos',
    shows: 'Sus propios proyectos en «Mis proyectos», con sus inversionistas y lo recaudado.',
    email: 'emisor@simulador.test',
    password: 'emisor1234',
  },
  {
    key: 'nuevo',
    name: 'Lucía Fernández',
    role: 'Cliente recién registrada',
    shows:
      'El primer día: bienvenida, completar el perfil y verificar la identidad para desbloquear el menú.',
    email: 'nuevo@simulador.test',
    password: 'nuevo1234',
  },
];
