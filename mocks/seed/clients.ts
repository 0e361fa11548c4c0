import { DAY_MS } from '../domain/dates';
import { DEFAULT_FEE_RATES } from '../domain/fees';
import { hashPassword } from '../domain/password';
import { sha256Hex } from '../domain/sha256';
import type { ClientRecord } from '../store/records';
import { FIRST_INVESTOR_ID, GENERATED_INVESTORS, personas, persona } from './personas';
import { type SeedPlan, type WithId } from './plan';
import type { SeedRandom } from './seed-random';

/** Password of the generated investors (not published: they only own offers). */
export const GENERATED_PASSWORD = 'simulador1234';

/** Deterministic salt: the same e-mail gets the same hash in every seed of the same data. */
export const seedSalt = (email: string) => sha256Hex(`semilla-simulador:${email}`).slice(0, 32);

/** The activation token of the unconfirmed persona; deterministic so the README can point at it. */
export const pendingActivationToken = (email: string) => sha256Hex(`activacion-simulador:${email}`);

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

const CREATED_DAYS_AGO: Record<string, number> = {
  demo: 330,
  inversor: 300,
  emisor: 420,
  nuevo: 3,
  verificando: 10,
};
const LAST_LOGIN_DAYS_AGO: Record<string, number | null> = {
  demo: 1,
  inversor: 2,
  emisor: 4,
  nuevo: 1,
  verificando: 2,
  pendiente: null,
};

type ClientsPart = Pick<SeedPlan, 'clients' | 'activations' | 'outbox' | 'kyc'> & { investorIds: number[] };

export function buildClients(f: SeedRandom, now: number): ClientsPart {
  const clients: WithId<ClientRecord>[] = [];
  const base = (email: string, password: string) => ({
    email,
    ...hashPassword(password, seedSalt(email)),
    ...DEFAULT_FEE_RATES,
    tempPassword: null,
  });

  for (const p of personas) {
    const createdAt = p.key === 'pendiente' ? now - 2 * 3_600_000 : now - CREATED_DAYS_AGO[p.key]! * DAY_MS;
    const lastLogin = LAST_LOGIN_DAYS_AGO[p.key];
    clients.push({
      id: p.id,
      ...base(p.email, p.password),
      emailConfirmed: p.emailConfirmed,
      status: p.status,
      demo_status: p.demo_status,
      is_ofertante: p.is_ofertante,
      lastLoginAt: lastLogin === null || lastLogin === undefined ? null : now - lastLogin * DAY_MS,
      createdAt,
      referrer: '',
      origen: p.key === 'inversor' ? 'Referido' : 'Google',
      datos: { ...p.datos },
    });
  }

  const investorIds: number[] = [];
  const origins = ['Google', 'Facebook', 'Instagram', 'Referido', 'LinkedIn'];
  for (let i = 0; i < GENERATED_INVESTORS; i += 1) {
    const id = FIRST_INVESTOR_ID + i;
    investorIds.push(id);
    const sex = i % 2 === 0 ? 'female' : 'male';
    const firstName = f.person.firstName(sex);
    const lastName = f.person.lastName();
    const email = `${slug(firstName)}.${slug(lastName.split(' ')[0]!)}${id}@inversores.test`;
    const createdDaysAgo = f.number.int({ min: 240, max: 320 });
    clients.push({
      id,
      ...base(email, GENERATED_PASSWORD),
      emailConfirmed: true,
      status: 3,
      // SRV-50: the third to fifth are real, so each world's secondary market has sellers and the seeded
      // sales stay inside one world.
      demo_status: i >= 2 && i <= 4 ? 'inactive' : 'active',
      is_ofertante: false,
      lastLoginAt: now - f.number.int({ min: 1, max: 30 }) * DAY_MS,
      createdAt: now - createdDaysAgo * DAY_MS,
      referrer: '',
      origen: f.helpers.arrayElement(origins),
      datos: {
        name: `${firstName} ${lastName}`,
        email,
        comercial_name: '',
        client_type: 'Persona natural',
        identity: f.string.numeric({ length: 10, allowLeadingZeros: false }),
        sexo: sex === 'female' ? 'Femenino' : 'Masculino',
        situacionlaboral: f.helpers.arrayElement(['Empleado', 'Independiente', 'Pensionado']),
        ocupacion: f.person.jobTitle(),
        lugartrabajo: f.company.name(),
        birthday_date: `${f.number.int({ min: 1960, max: 2000 })}-${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(f.number.int({ min: 1, max: 28 })).padStart(2, '0')}`,
        telephone: `+57 3${f.string.numeric(2)} ${f.string.numeric(3)} ${f.string.numeric(4)}`,
        address_street: f.location.street(),
        address_number: f.location.buildingNumber(),
        address_city: f.helpers.arrayElement(['Bogotá', 'Medellín', 'Cali', 'Cartagena', 'Manizales']),
        address_zipcode: f.string.numeric(6),
        address_zone: '',
        address_country: '82',
        estadocivil: f.helpers.arrayElement(['Soltero', 'Casado', 'Unión libre']),
        referrer: '',
        cpf: '',
      },
    });
  }

  // Status-3 clients passed KYC (SRV-18): keep their three files.
  const kyc: SeedPlan['kyc'] = clients
    .filter((c) => c.status === 3)
    .map((c, i) => ({
      id: i + 1,
      clientId: c.id,
      files: [
        { field: 'file_id_front', name: 'documento-identidad.jpg', type: 'image/jpeg', size: 412_338 },
        {
          field: 'file_id_reverse',
          name: 'comprobante-domicilio.pdf',
          type: 'application/pdf',
          size: 188_204,
        },
        { field: 'file_selfie', name: 'selfie.jpg', type: 'image/jpeg', size: 356_991 },
      ],
      createdAt: c.createdAt + 2 * DAY_MS,
    }));

  // The unconfirmed persona: an unused activation token and its message in the demo outbox (SRV-09).
  const pending = persona('pendiente');
  const pendingClient = clients.find((c) => c.id === pending.id)!;
  const token = pendingActivationToken(pending.email);
  const activations: SeedPlan['activations'] = [
    { token, clientId: pending.id, createdAt: pendingClient.createdAt, usedAt: null },
  ];
  const outbox: SeedPlan['outbox'] = [
    {
      id: 1,
      to: pending.email,
      kind: 'activation',
      subject: 'Confirme su correo electrónico',
      body: `Hola ${pending.name}, gracias por registrarse. Confirme su correo electrónico con el siguiente enlace.`,
      link: `/activation/${token}`,
      createdAt: pendingClient.createdAt,
    },
  ];

  return { clients, activations, outbox, kyc, investorIds };
}
