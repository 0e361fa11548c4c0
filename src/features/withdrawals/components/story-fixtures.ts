/**
 * Shared pieces of the withdrawal stories (imported by *.stories.tsx only): the client's withdrawals and
 * beneficiaries, and msw answers for every call of the screen, so a story needs no session.
 */
import { delay, http, HttpResponse } from 'msw';
import { beneficiaries, type Beneficiary } from '@/contract/account';
import { getStatus, profile } from '@/contract/auth';
import { errorBodyOf } from '@/contract/errors';
import { paisesList, type Country } from '@/contract/paises';
import {
  remittanceWithdrawal,
  withdrawalCreate,
  withdrawalsList,
  type Withdrawal,
} from '@/contract/withdrawals';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const countries: Country[] = [
  { id: 82, iso: 'CO', name: 'Colombia' },
  { id: 63, iso: 'EC', name: 'Ecuador' },
  { id: 28, iso: 'ES', name: 'España' },
  { id: 55, iso: 'US', name: 'Estados Unidos' },
];

export const sampleWithdrawals: Withdrawal[] = [
  {
    id: 7,
    fecha: '2026-11-21 16:42:10',
    note: '0x52908400098527886E0F7030069857D2E4169EE7 · neto a recibir 48.00 USDT',
    beneficiario: 'Andrés Gómez',
    tipo: 'Transferencia Cripto',
    currency_tag: 'USDT',
    monto: '50.00',
    amount: '50.00',
    estado: 'EN PROCESO',
  },
  {
    id: 5,
    fecha: '2026-10-03 09:15:00',
    note: 'Davivienda 004512398761 · neto a recibir 1,175.00 USDT',
    beneficiario: 'Andrés Gómez',
    tipo: 'Transferencia nacional',
    currency_tag: 'USDT',
    monto: '1200.00',
    amount: '1200.00',
    estado: 'APROBADO',
  },
  {
    id: 3,
    fecha: '2026-08-19 11:02:45',
    note: 'Quito, Pichincha · neto a recibir 293.00 USDT',
    beneficiario: 'Rosa María Gómez Salazar <b>HTML</b>',
    tipo: 'Retiro por remesa',
    currency_tag: 'USDT',
    monto: '300.00',
    amount: '300.00',
    estado: 'RECHAZADO',
  },
];

const none = {
  client_id: 2,
  bank_name: null,
  bank_account: null,
  bank_swift: null,
  bank_status: 1,
  active: 1,
  country_id: null,
  bank_type: null,
  bank_aba: null,
  bank_email: null,
  iban: null,
  bank_apellidos: null,
  provincia: null,
  ciudad: null,
  direccion_cliente: null,
  tipo_identificacion: null,
  identificacion: null,
  telefono: null,
  network: null,
  address_cripto: null,
  created_at: '2026-03-12 10:00:00',
  updated_at: '2026-03-12 10:00:00',
} as const;

export const sampleBeneficiaries: Beneficiary[] = [
  {
    ...none,
    id: 5,
    bank_personal: 1,
    bank_name: 'Davivienda',
    bank_account: '004512398761',
    bank_client: 'Andrés Gómez',
    bank_type: 'CORRIENTE',
    country_id: 82,
  },
  {
    ...none,
    id: 6,
    bank_personal: 2,
    bank_name: 'Banco Santander',
    iban: 'ES9100491500051234567892',
    bank_swift: 'BSCHESMM',
    bank_aba: '026009593',
    bank_client: 'Andrés Gómez',
    bank_type: 'AHORRO',
    country_id: 28,
  },
  {
    ...none,
    id: 7,
    bank_personal: 3,
    bank_client: 'Rosa María',
    bank_apellidos: 'Gómez Salazar',
    tipo_identificacion: 'Cedula/DNI',
    identificacion: '1712345678',
    country_id: 63,
  },
  {
    ...none,
    id: 8,
    bank_personal: 3,
    bank_client: 'Andrés',
    bank_apellidos: 'Gómez',
    network: 'Ethereum (ERC-20)',
    address_cripto: '0x52908400098527886E0F7030069857D2E4169EE7',
  },
];

const profileBody = (demoStatus: string) => ({
  id: 2,
  name: 'Andrés Gómez',
  email: 'inversor@simulador.test',
  last_c: null,
  status: 3,
  demo_status: demoStatus,
  is_ofertante: 0,
  referrer: null,
  identity: '79854123',
  sexo: null,
  situacionlaboral: null,
  ocupacion: null,
  lugartrabajo: null,
  comercial_name: null,
  birthday_date: null,
  telephone: null,
  address_street: null,
  address_number: null,
  address_city: null,
  address_zipcode: null,
  address_zone: null,
  address_country: '82',
  estadocivil: null,
  client_type: null,
  cpf: null,
  tasas: { monto_flat: '1.00', monto_porcentual: '2.00' },
});

/** The client (fees flat 1 and 2 %), the countries, the beneficiaries and these withdrawals. */
export const answers = (options: { demo?: boolean; withdrawals?: Withdrawal[] } = {}) => {
  const demoStatus = options.demo ? 'active' : 'inactive';
  return [
    http.post(`*${getStatus.path}`, () =>
      HttpResponse.json({ data: { status: 3, demo_status: demoStatus } }),
    ),
    http.post(`*${profile.path}`, () => HttpResponse.json(profileBody(demoStatus))),
    http.post(`*${paisesList.path}`, () => HttpResponse.json({ data: { data: countries } })),
    http.post(`*${beneficiaries.path}`, async ({ request }) => {
      const { bank_personal } = (await request.json()) as { bank_personal: string };
      return HttpResponse.json({
        data: sampleBeneficiaries.filter((b) => String(b.bank_personal) === bank_personal),
      });
    }),
    http.post(`*${withdrawalsList.path}`, () => {
      const data = options.withdrawals ?? sampleWithdrawals;
      return HttpResponse.json({ data, cantidad: data.length });
    }),
    http.post(`*${withdrawalCreate.path}`, () =>
      HttpResponse.json({
        message:
          'Solicitud de retiro registrada con éxito. Los fondos se verán reflejados en un máximo de 24 horas hábiles.',
        data: { pin: '482913' },
      }),
    ),
    http.post(`*${remittanceWithdrawal.path}`, () =>
      HttpResponse.json({
        message:
          'Solicitud de retiro por remesa registrada con éxito. Recibirá la información por correo electrónico.',
      }),
    ),
  ];
};

export const refusedCreate = http.post(`*${withdrawalCreate.path}`, () =>
  HttpResponse.json(errorBodyOf('Saldo insuficiente: el monto supera su saldo disponible.'), { status: 409 }),
);
export const pendingCreate = http.post(`*${withdrawalCreate.path}`, () => delay('infinite'));
export const pendingLists = [
  http.post(`*${withdrawalsList.path}`, () => delay('infinite')),
  http.post(`*${beneficiaries.path}`, () => delay('infinite')),
];
export const failedLists = [
  http.post(`*${withdrawalsList.path}`, () =>
    HttpResponse.json(errorBodyOf('Servicio de retiros no disponible'), { status: 500 }),
  ),
  http.post(`*${beneficiaries.path}`, () =>
    HttpResponse.json(errorBodyOf('Servicio no disponible'), { status: 500 }),
  ),
];
