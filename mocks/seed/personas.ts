/**
 * The demo accounts (SRV-05). Their e-mails and passwords are published in the README; keep both in step.
 * Wallet amounts are what DISPONIBLE shows right after the seed: every one of them is built from approved
 * deposits and the other money events of the seed, through the ledger.
 */
import { microOf } from '../domain/money';
import type { ClientRecord, DemoStatus } from '../store/records';

export type PersonaKey = 'demo' | 'inversor' | 'emisor' | 'nuevo' | 'verificando' | 'pendiente';

export interface Persona {
  key: PersonaKey;
  /** Fixed client id in the seeded store. */
  id: number;
  email: string;
  password: string;
  name: string;
  status: ClientRecord['status'];
  demo_status: DemoStatus;
  is_ofertante: boolean;
  emailConfirmed: boolean;
  /** DISPONIBLE right after the seed. */
  walletMicro: number;
  /** What the account shows, for the README. */
  role: string;
  /** Personal data (ENT-01) as the profile screen edits it. */
  datos: Record<string, string>;
}

const fullDatos = (d: Record<string, string>) => ({
  referrer: '',
  comercial_name: '',
  cpf: '',
  client_type: 'Persona natural',
  address_zone: '',
  ...d,
});

export const personas: readonly Persona[] = [
  {
    key: 'demo',
    id: 1,
    email: 'demo@simulador.test',
    password: 'demo1234',
    name: 'Valentina Ríos',
    status: 3,
    demo_status: 'active',
    is_ofertante: false,
    emailConfirmed: true,
    walletMicro: microOf(25_000),
    role: 'Inversora verificada en modo demo con un año de historia: inversiones activas, ofertadas, vendidas y compradas en el mercado secundario, depósitos y tarjetas en cada estado, retiros anteriores, beneficiarios de cada tipo',
    datos: fullDatos({
      name: 'Valentina Ríos',
      email: 'demo@simulador.test',
      identity: '1020456789',
      sexo: 'Femenino',
      situacionlaboral: 'Empleada',
      ocupacion: 'Ingeniera industrial',
      lugartrabajo: 'Manufacturas del Valle S.A.',
      birthday_date: '1990-04-12',
      telephone: '+57 310 555 0101',
      address_street: 'Calle 93',
      address_number: '11-26',
      address_city: 'Bogotá',
      address_zipcode: '110221',
      address_zone: 'Chicó',
      address_country: '82',
      estadocivil: 'Soltera',
    }),
  },
  {
    key: 'inversor',
    id: 2,
    email: 'inversor@simulador.test',
    password: 'inversor1234',
    name: 'Andrés Gómez',
    status: 3,
    demo_status: 'inactive',
    is_ofertante: false,
    emailConfirmed: true,
    walletMicro: microOf(12_500),
    role: 'Inversor verificado sin modo demo: puede retirar; retiros en cada estado (uno en proceso), ofertas abiertas, compras y ventas, depósitos y tarjetas en cada estado, beneficiarios de cada tipo',
    datos: fullDatos({
      name: 'Andrés Gómez',
      email: 'inversor@simulador.test',
      identity: '79854123',
      sexo: 'Masculino',
      situacionlaboral: 'Independiente',
      ocupacion: 'Consultor financiero',
      lugartrabajo: 'Gómez Consultores',
      birthday_date: '1984-09-30',
      telephone: '+57 315 555 0202',
      address_street: 'Carrera 43A',
      address_number: '1-50',
      address_city: 'Medellín',
      address_zipcode: '050021',
      address_zone: 'El Poblado',
      address_country: '82',
      estadocivil: 'Casado',
    }),
  },
  {
    key: 'emisor',
    id: 3,
    email: 'emisor@simulador.test',
    password: 'emisor1234',
    name: 'Constructora Andina S.A.S.',
    status: 3,
    demo_status: 'active',
    is_ofertante: true,
    emailConfirmed: true,
    walletMicro: microOf(3_000),
    role: 'Ofertante (is_ofertante) con proyectos propios con inversores y una cartera propia en proyectos de otros emisores: inversiones, ofertas, depósitos, tarjetas, retiros anteriores, beneficiarios',
    datos: fullDatos({
      name: 'Constructora Andina S.A.S.',
      email: 'emisor@simulador.test',
      comercial_name: 'Constructora Andina',
      client_type: 'Persona jurídica',
      identity: '900123456-7',
      sexo: '',
      situacionlaboral: 'Empresa',
      ocupacion: 'Construcción de vivienda',
      lugartrabajo: 'Constructora Andina S.A.S.',
      birthday_date: '2008-02-15',
      telephone: '+57 601 555 0303',
      address_street: 'Avenida El Dorado',
      address_number: '68C-61',
      address_city: 'Bogotá',
      address_zipcode: '111071',
      address_country: '82',
      estadocivil: '',
    }),
  },
  {
    key: 'nuevo',
    id: 4,
    email: 'nuevo@simulador.test',
    password: 'nuevo1234',
    name: 'Lucía Fernández',
    status: 1,
    demo_status: 'active',
    is_ofertante: false,
    emailConfirmed: true,
    walletMicro: 0,
    role: 'Usuaria nueva (estado 1) con el correo confirmado: modal de bienvenida y menú limitado',
    datos: { name: 'Lucía Fernández', email: 'nuevo@simulador.test' },
  },
  {
    key: 'verificando',
    id: 5,
    email: 'verificando@simulador.test',
    password: 'verifica1234',
    name: 'Mateo Herrera',
    status: 2,
    demo_status: 'active',
    is_ofertante: false,
    emailConfirmed: true,
    walletMicro: 0,
    role: 'Usuario con datos completos (estado 2) a la espera de verificar identidad',
    datos: fullDatos({
      name: 'Mateo Herrera',
      email: 'verificando@simulador.test',
      identity: '1098765432',
      sexo: 'Masculino',
      situacionlaboral: 'Empleado',
      ocupacion: 'Diseñador gráfico',
      lugartrabajo: 'Estudio Creativo Norte',
      birthday_date: '1995-11-03',
      telephone: '+57 300 555 0505',
      address_street: 'Calle 10',
      address_number: '4-21',
      address_city: 'Cali',
      address_zipcode: '760044',
      address_country: '82',
      estadocivil: 'Soltero',
    }),
  },
  {
    key: 'pendiente',
    id: 6,
    email: 'pendiente@simulador.test',
    password: 'pendiente1234',
    name: 'Sofía Castillo',
    status: 1,
    demo_status: 'active',
    is_ofertante: false,
    emailConfirmed: false,
    walletMicro: 0,
    role: 'Registro sin confirmar: el acceso se rechaza hasta abrir el enlace del correo de demostración',
    datos: { name: 'Sofía Castillo', email: 'pendiente@simulador.test' },
  },
];

export function persona(key: PersonaKey): Persona {
  return personas.find((p) => p.key === key)!;
}

/** The generated investors who own most secondary-market offers take the ids after the personas. */
export const GENERATED_INVESTORS = 6;
export const FIRST_INVESTOR_ID = personas.length + 1;
