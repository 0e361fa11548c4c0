/**
 * Money that is not a market: beneficiaries and withdrawals, USDT addresses and deposits, cards. Every
 * balance is the result of ledger transfers on the timeline; wallets are funded last, by approved deposits
 * sized so that each persona's DISPONIBLE ends exactly where personas.ts says.
 */
import { worldOf } from '../domain/worlds';
import { DAY_MS, startOfDay } from '../domain/dates';
import {
  feesAccount,
  MOVEMENT_TYPES,
  WORLD_ACCOUNT,
  buildTransfer,
  cardAccount,
  holdAccount,
  transfer,
  walletAccount,
} from '../domain/ledger';
import {
  DEPOSIT_APPROVAL_DELAY_MS,
  MAX_DEPOSIT_MICRO,
  USDT_DEPOSIT_TYPE,
  depositMessages,
} from '../domain/deposits';
import { withdrawalCharge } from '../domain/fees';
import { microOf } from '../domain/money';
import { WITHDRAWAL_APPROVAL_DELAY_MS, withdrawalMessages } from '../domain/withdrawals';
import type * as R from '../store/records';
import { USDT_NETWORKS } from './catalog';
import { countryByIso } from './countries';
import { persona, personas } from './personas';
import { IdSequence, type SeedPlan, type Timeline, type WithId, codeOf } from './plan';
import type { SeedRandom } from './seed-random';

/** Card approvals happen 60 s after the request (SRV-36), like deposits and withdrawals (SRV-32, SRV-35). */
const APPROVAL_DELAY_MS = 60_000;
const HOUR_MS = 3_600_000;
const CENT_MICRO = 10_000;

type Client = WithId<R.ClientRecord>;

const BENEFICIARY_FIELDS = [
  'bank_name',
  'bank_account',
  'bank_swift',
  'bank_client',
  'bank_status',
  'active',
  'country_id',
  'bank_type',
  'bank_aba',
  'bank_email',
  'iban',
  'bank_apellidos',
  'provincia',
  'ciudad',
  'direccion_cliente',
  'tipo_identificacion',
  'identificacion',
  'telefono',
  'network',
  'address_cripto',
] as const;

/** Every ENT-04 text field, empty unless given. */
function beneficiaryFields(values: Partial<Record<(typeof BENEFICIARY_FIELDS)[number], string>>) {
  const out: Record<string, string> = {};
  for (const field of BENEFICIARY_FIELDS) out[field] = values[field] ?? '';
  out.bank_status ||= '1';
  out.active ||= '1';
  return out;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const tronAddress = (f: SeedRandom) => `T${f.string.fromCharacters(BASE58, 33)}`;

/** A 16-digit card number that passes the Luhn check. */
function cardNumber(f: SeedRandom, prefix: string): string {
  const body = prefix + f.string.numeric({ length: 15 - prefix.length });
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export type FlowsPart = Pick<
  SeedPlan,
  'beneficiaries' | 'depositAddresses' | 'withdrawals' | 'cards' | 'cardMovements' | 'deposits'
>;

export function buildFlows(
  f: SeedRandom,
  now: number,
  clients: Client[],
  investorIds: number[],
  timeline: Timeline,
): FlowsPart {
  const ago = (days: number, hours = 10) => startOfDay(now - days * DAY_MS) + hours * HOUR_MS;
  const demo = persona('demo');
  const inversor = persona('inversor');

  // ---- USDT addresses of the platform (ENT-15), one per network.
  const depositAddresses: WithId<R.DepositAddressRecord>[] = [
    { id: 1, direccion: tronAddress(f), network: USDT_NETWORKS.tron },
    { id: 2, direccion: f.finance.ethereumAddress(), network: USDT_NETWORKS.ethereum },
  ];

  // ---- Beneficiaries of every kind for both investors (bank_personal 1, 2, 3 and crypto under 3).
  const beneficiaries: WithId<R.BeneficiaryRecord>[] = [];
  const beneficiaryIds = new IdSequence();
  const addBeneficiary = (
    clientId: number,
    kind: 1 | 2 | 3,
    at: number,
    fields: Parameters<typeof beneficiaryFields>[0],
  ) => {
    const row = {
      id: beneficiaryIds.next(),
      clientId,
      bank_personal: kind,
      fields: beneficiaryFields(fields),
      createdAt: at,
      updatedAt: at,
    };
    beneficiaries.push(row);
    return row;
  };
  const co = String(countryByIso('CO').id);
  addBeneficiary(demo.id, 1, ago(200), {
    bank_name: 'Bancolombia',
    bank_account: f.string.numeric(11),
    bank_client: demo.name,
    bank_type: 'AHORRO',
    country_id: co,
    tipo_identificacion: 'Cedula/DNI',
    identificacion: demo.datos.identity,
    telefono: demo.datos.telephone,
    ciudad: 'Bogotá',
    provincia: 'Cundinamarca',
  });
  addBeneficiary(demo.id, 2, ago(180), {
    bank_name: 'JPMorgan Chase Bank',
    bank_account: f.string.numeric(12),
    bank_swift: 'CHASUS33',
    bank_aba: '021000021',
    bank_email: 'valentina.rios@correo.test',
    bank_client: demo.name,
    bank_type: 'CORRIENTE',
    country_id: String(countryByIso('US').id),
    direccion_cliente: '1450 Brickell Ave, Miami, FL',
    ciudad: 'Miami',
  });
  addBeneficiary(demo.id, 3, ago(170), {
    bank_client: 'Carmen Elena',
    bank_apellidos: 'Ríos Paredes',
    tipo_identificacion: 'Pasaporte',
    identificacion: `P${f.string.numeric(8)}`,
    country_id: String(countryByIso('PE').id),
    provincia: 'Lima',
    ciudad: 'Miraflores',
    direccion_cliente: 'Av. Larco 345',
    telefono: '+51 987 555 014',
  });
  addBeneficiary(demo.id, 3, ago(160), {
    bank_client: 'Valentina',
    bank_apellidos: 'Ríos',
    network: USDT_NETWORKS.tron,
    address_cripto: tronAddress(f),
  });
  const inversorNational = addBeneficiary(inversor.id, 1, ago(250), {
    bank_name: 'Davivienda',
    bank_account: f.string.numeric(12),
    bank_client: inversor.name,
    bank_type: 'CORRIENTE',
    country_id: co,
    tipo_identificacion: 'Cedula/DNI',
    identificacion: inversor.datos.identity,
    telefono: inversor.datos.telephone,
    ciudad: 'Medellín',
    provincia: 'Antioquia',
  });
  const inversorInternational = addBeneficiary(inversor.id, 2, ago(240), {
    bank_name: 'Banco Santander',
    iban: f.finance.iban({ countryCode: 'ES', formatted: false }),
    bank_swift: 'BSCHESMM',
    bank_email: 'andres.gomez@correo.test',
    bank_client: inversor.name,
    bank_type: 'AHORRO',
    country_id: String(countryByIso('ES').id),
    direccion_cliente: 'Calle de Alcalá 120, Madrid',
    ciudad: 'Madrid',
  });
  const inversorRemittance = addBeneficiary(inversor.id, 3, ago(230), {
    bank_client: 'Rosa María',
    bank_apellidos: 'Gómez Salazar',
    tipo_identificacion: 'Cedula/DNI',
    identificacion: f.string.numeric(10),
    country_id: String(countryByIso('EC').id),
    provincia: 'Pichincha',
    ciudad: 'Quito',
    direccion_cliente: 'Av. Amazonas N34-120',
    telefono: '+593 99 555 0177',
  });
  const inversorCrypto = addBeneficiary(inversor.id, 3, ago(220), {
    bank_client: 'Andrés',
    bank_apellidos: 'Gómez',
    network: USDT_NETWORKS.ethereum,
    address_cripto: f.finance.ethereumAddress(),
  });
  const emisor = persona('emisor');
  const emisorNational = addBeneficiary(emisor.id, 1, ago(400), {
    bank_name: 'Bancolombia',
    bank_account: f.string.numeric(11),
    bank_client: emisor.name,
    bank_type: 'CORRIENTE',
    country_id: co,
    tipo_identificacion: 'Cedula/DNI',
    identificacion: emisor.datos.identity,
    telefono: emisor.datos.telephone,
    ciudad: 'Bogotá',
    provincia: 'Cundinamarca',
  });
  const emisorInternational = addBeneficiary(emisor.id, 2, ago(380), {
    bank_name: 'Citibank N.A.',
    bank_account: f.string.numeric(10),
    bank_swift: 'CITIUS33',
    bank_aba: '021000089',
    bank_email: 'tesoreria@constructora-andina.test',
    bank_client: emisor.name,
    bank_type: 'CORRIENTE',
    country_id: String(countryByIso('US').id),
    direccion_cliente: '388 Greenwich St, New York, NY',
    ciudad: 'Nueva York',
  });
  addBeneficiary(emisor.id, 3, ago(360), {
    bank_client: 'Jorge Iván',
    bank_apellidos: 'Pardo Mejía',
    tipo_identificacion: 'Cedula/DNI',
    identificacion: f.string.numeric(10),
    country_id: String(countryByIso('PA').id),
    provincia: 'Panamá',
    ciudad: 'Ciudad de Panamá',
    direccion_cliente: 'Calle 50, Torre Global, piso 12',
    telefono: '+507 6555 0190',
  });
  const emisorCrypto = addBeneficiary(emisor.id, 3, ago(350), {
    bank_client: 'Tesorería',
    bank_apellidos: 'Constructora Andina',
    network: USDT_NETWORKS.tron,
    address_cripto: tronAddress(f),
  });
  const demoBeneficiaries = beneficiaries.filter((b) => b.clientId === demo.id);

  // ---- Withdrawals (SRV-29, SRV-32): the investor without demo mode in every status, one just requested
  // (approved a minute after the seed, like any new request); the demo-mode personas cannot withdraw now
  // (SRV-30) but their lists keep the withdrawals of earlier months.
  const withdrawals: WithId<R.WithdrawalRecord>[] = [];
  const client = (id: number) => clients.find((c) => c.id === id)!;
  const holder = (b: R.BeneficiaryRecord) => `${b.fields.bank_client} ${b.fields.bank_apellidos}`.trim();
  const withdraw = (
    b: WithId<R.BeneficiaryRecord>,
    type: 1 | 2 | 3 | 4,
    amountMicro: number,
    at: number,
    status: R.ApprovalStatus,
    note: string,
  ) => {
    const owner = client(b.clientId);
    // The same fee and net as withdrawall/create (SRV-31).
    const { feeMicro, netMicro } = withdrawalCharge(amountMicro, owner);
    const id = withdrawals.length + 1;
    const resolvedAt =
      status === 'EN PROCESO'
        ? null
        : status === 'APROBADO'
          ? at + WITHDRAWAL_APPROVAL_DELAY_MS
          : at + DAY_MS;
    withdrawals.push({
      id,
      clientId: owner.id,
      beneficiaryId: b.id,
      beneficiario: holder(b),
      type,
      amountMicro,
      feeMicro,
      netMicro,
      status,
      currency_tag: 'USDT',
      note,
      pin: f.string.numeric(6),
      remesa:
        type === 4
          ? {
              remesa_nombres: b.fields.bank_client!,
              remesa_apellidos: b.fields.bank_apellidos!,
              // The remittance form names the identity document 'Cedula' (p2 §3 Withdrawal request).
              remesa_tipoidentificacion:
                b.fields.tipo_identificacion === 'Cedula/DNI' ? 'Cedula' : b.fields.tipo_identificacion!,
              remesa_identificacion: b.fields.identificacion!,
              remesa_country: b.fields.country_id!,
              remesa_provincia: b.fields.provincia!,
              remesa_ciudad: b.fields.ciudad!,
              remesa_direccion: b.fields.direccion_cliente!,
              remesa_telefono: b.fields.telefono!,
            }
          : null,
      createdAt: at,
      resolvedAt,
    });
    timeline.add(
      at,
      transfer(
        `seed:withdrawal:${id}:create`,
        at,
        walletAccount(owner.id),
        holdAccount(owner.id),
        amountMicro,
      ),
      {
        clientId: owner.id,
        balanceMicro: -amountMicro,
        description: withdrawalMessages.pendingMovement(holder(b)),
        type: MOVEMENT_TYPES.withdrawal,
        status,
        code: codeOf(id),
        at,
      },
    );
    if (resolvedAt === null) return;
    if (status === 'APROBADO') {
      timeline.add(
        resolvedAt,
        buildTransfer(`seed:withdrawal:${id}:approve`, resolvedAt, [
          { accountId: holdAccount(owner.id), amountMicro: -amountMicro },
          { accountId: WORLD_ACCOUNT, amountMicro: amountMicro - feeMicro },
          // SRV-50: a demo client's fee goes to the demo world's fees account.
          { accountId: feesAccount(worldOf(owner)), amountMicro: feeMicro },
        ]),
      );
    } else {
      timeline.add(
        resolvedAt,
        transfer(
          `seed:withdrawal:${id}:reject`,
          resolvedAt,
          holdAccount(owner.id),
          walletAccount(owner.id),
          amountMicro,
        ),
        {
          clientId: owner.id,
          balanceMicro: amountMicro,
          description: 'Retiro rechazado: devolución de fondos',
          type: MOVEMENT_TYPES.withdrawalRefund,
          code: codeOf(id),
          at: resolvedAt,
        },
      );
    }
  };
  const demoOf = (kind: 1 | 2 | 3, crypto = false) =>
    demoBeneficiaries.find((b) => b.bank_personal === kind && (b.fields.network !== '') === crypto)!;
  const withdrawalPlan: Parameters<typeof withdraw>[] = [
    [inversorNational, 1, microOf(500), ago(60, 11), 'APROBADO', 'Retiro a cuenta corriente'],
    [inversorCrypto, 3, microOf(1_250), ago(30, 15), 'APROBADO', 'Retiro en USDT'],
    [inversorRemittance, 4, microOf(300), ago(12, 9), 'APROBADO', 'Remesa familiar'],
    [inversorInternational, 2, microOf(2_000), ago(5, 16), 'RECHAZADO', 'Cuenta de destino no verificada'],
    [inversorInternational, 2, microOf(1_800), ago(200, 10), 'APROBADO', 'Pago de matrícula en Madrid'],
    [inversorNational, 1, microOf(650), ago(150, 15), 'APROBADO', 'Gastos del hogar'],
    [inversorCrypto, 3, microOf(900), ago(110, 12), 'RECHAZADO', 'Red de destino no coincide'],
    [inversorRemittance, 4, microOf(250), ago(90, 9), 'APROBADO', 'Remesa familiar'],
    [inversorNational, 1, microOf(400), now, 'EN PROCESO', 'Retiro a cuenta corriente'],
    [demoOf(1), 1, microOf(800), ago(260, 11), 'APROBADO', 'Retiro a cuenta de ahorros'],
    [demoOf(3, true), 3, microOf(450), ago(205, 16), 'APROBADO', 'Retiro en USDT'],
    [demoOf(2), 2, microOf(1_200), ago(175, 10), 'RECHAZADO', 'Datos del banco intermediario incompletos'],
    [demoOf(3), 4, microOf(200), ago(140, 9), 'APROBADO', 'Remesa familiar'],
    [emisorNational, 1, microOf(2_500), ago(300, 14), 'APROBADO', 'Pago a proveedores'],
    [emisorCrypto, 3, microOf(1_000), ago(230, 11), 'APROBADO', 'Traslado a tesorería'],
    [emisorInternational, 2, microOf(3_000), ago(120, 15), 'RECHAZADO', 'Cuenta de destino no verificada'],
  ];
  // Ids in the order the requests arrived (lists read them by id).
  for (const args of withdrawalPlan.sort((a, b) => a[3] - b[3])) withdraw(...args);

  // ---- Cards (SRV-36, SRV-37): every verified persona has one in each status: approved with movements (the
  // demo persona also one without), deactivated after months of use, and one just requested.
  const cards: WithId<R.CardRecord>[] = [];
  const cardMovements: WithId<R.CardMovementRecord>[] = [];
  const application = (p: (typeof personas)[number], genero: 'Masculino' | 'Feminino') => {
    const [first, ...rest] = p.name.split(' ');
    return {
      first_name: first!,
      last_name: rest.join(' '),
      document_type: 'Cédula/DNI',
      cedula: p.datos.identity!,
      email: p.email,
      birthDate: p.datos.birthday_date!,
      phone: p.datos.telephone!,
      genero,
      estadocivil: p.datos.estadocivil!,
      nacionalidad: 'Colombiana',
      address: `${p.datos.address_street} ${p.datos.address_number}`,
      address_zone: p.datos.address_zone!,
      address_number: p.datos.address_number!,
      state: p.datos.address_city === 'Medellín' ? 'Antioquia' : 'Cundinamarca',
      country_id: co,
      city: p.datos.address_city!,
      zipCode: p.datos.address_zipcode!,
      profesion: p.datos.ocupacion!,
    };
  };
  const addCard = (
    p: (typeof personas)[number],
    model: string,
    prefix: string,
    status: R.CardStatus,
    createdAt: number,
    updatedAt: number,
    reason = '',
  ) => {
    const card: WithId<R.CardRecord> = {
      id: cards.length + 1,
      clientId: p.id,
      number: cardNumber(f, prefix),
      card_model: model,
      status,
      balanceMicro: 0,
      blockedMicro: 0,
      transitMicro: 0,
      reason,
      application: application(p, p.datos.sexo === 'Femenino' ? 'Feminino' : 'Masculino'),
      createdAt,
      updatedAt,
    };
    cards.push(card);
    return card;
  };
  const cardMovement = (
    card: WithId<R.CardRecord>,
    amountMicro: number,
    at: number,
    description: string,
    reference: string,
    createdBy: string,
  ) => {
    cardMovements.push({
      id: cardMovements.length + 1,
      cardId: card.id,
      description,
      reference,
      created_by: createdBy,
      amountMicro,
      createdAt: at,
    });
    card.balanceMicro += amountMicro;
  };
  const last4 = (card: R.CardRecord) => card.number.slice(-4);
  const topUp = (card: WithId<R.CardRecord>, amountMicro: number, at: number) => {
    const n = cardMovements.length + 1;
    cardMovement(
      card,
      amountMicro,
      at,
      'Recarga desde billetera',
      `TRF-${codeOf(n)}`,
      client(card.clientId).datos.name ?? '',
    );
    timeline.add(
      at,
      transfer(
        `seed:card:${card.id}:topup:${n}`,
        at,
        walletAccount(card.clientId),
        cardAccount(card.id),
        amountMicro,
      ),
      {
        clientId: card.clientId,
        balanceMicro: -amountMicro,
        description: `Transferencia a tarjeta terminada en ${last4(card)}`,
        type: MOVEMENT_TYPES.cardTransfer,
        code: codeOf(n),
        at,
      },
    );
  };
  const spend = (card: WithId<R.CardRecord>, amountMicro: number, at: number, merchant: string) => {
    const n = cardMovements.length + 1;
    cardMovement(card, -amountMicro, at, merchant, `AUT-${f.string.numeric(6)}`, 'Red de pagos');
    timeline.add(
      at,
      transfer(`seed:card:${card.id}:spend:${n}`, at, cardAccount(card.id), WORLD_ACCOUNT, amountMicro),
    );
  };

  // Applications in the order they were made (lists read cards by id); approved 60 s after each.
  const approved = (p: (typeof personas)[number], model: string, prefix: string, days: number) =>
    addCard(p, model, prefix, 'APROBADO', ago(days), ago(days) + APPROVAL_DELAY_MS);
  // Used for a few months, then deactivated with nothing left on them.
  const emisorOld = addCard(
    emisor,
    'Visa Prepago Virtual',
    '4',
    'DESACTIVADA',
    ago(330),
    ago(240),
    'Reemplazada por la tarjeta física',
  );
  const inversorOld = addCard(
    inversor,
    'Mastercard Prepago Física',
    '5',
    'DESACTIVADA',
    ago(250),
    ago(175),
    'Tarjeta extraviada',
  );
  const emisorMain = approved(emisor, 'Visa Prepago Física', '4', 210);
  const demoOld = addCard(
    demo,
    'Visa Prepago Virtual',
    '4',
    'DESACTIVADA',
    ago(200),
    ago(150),
    'Desactivada por la titular',
  );
  const demoMain = approved(demo, 'Visa Prepago Virtual', '4', 100);
  const inversorMain = approved(inversor, 'Visa Prepago Física', '4', 90);
  approved(demo, 'Mastercard Prepago Física', '5', 20);
  // Requested just now: approved 60 s after the seed, like any new application (SRV-36).
  addCard(demo, 'Visa Prepago Virtual', '4', 'PENDIENTE', now, now);
  addCard(inversor, 'Mastercard Prepago Virtual', '5', 'PENDIENTE', now, now);
  addCard(emisor, 'Mastercard Prepago Virtual', '5', 'PENDIENTE', now, now);

  topUp(demoMain, microOf(500), ago(95, 9));
  spend(demoMain, microOf(45, 90), ago(90, 13), 'Supermercado Éxito Chicó');
  spend(demoMain, microOf(64, 20), ago(82, 20), 'Cine Colombia Andino');
  spend(demoMain, microOf(120), ago(70, 19), 'Aerolínea Avianca');
  spend(demoMain, microOf(38, 75), ago(55, 13), 'Farmacia Cruz Verde');
  topUp(demoMain, microOf(300), ago(40, 8));
  spend(demoMain, microOf(96, 10), ago(33, 19), 'Restaurante Andrés Carne de Res');
  spend(demoMain, microOf(21, 60), ago(18, 10), 'Librería Nacional');
  spend(demoMain, microOf(12, 35), ago(10, 12), 'Café Juan Valdez');
  topUp(demoOld, microOf(200), ago(196, 9));
  spend(demoOld, microOf(80, 40), ago(188, 18), 'Tienda Arturo Calle');
  spend(demoOld, microOf(119, 60), ago(163, 12), 'Hotel Estelar Cartagena');
  topUp(inversorMain, microOf(1_000), ago(85, 10));
  spend(inversorMain, microOf(250, 75), ago(60, 20), 'Tienda Falabella');
  spend(inversorMain, microOf(57, 30), ago(41, 13), 'Estación Terpel El Poblado');
  spend(inversorMain, microOf(89, 99), ago(8, 14), 'Restaurante Carmen Medellín');
  topUp(inversorOld, microOf(300), ago(245, 11));
  spend(inversorOld, microOf(145, 50), ago(230, 19), 'Almacenes Éxito Laureles');
  spend(inversorOld, microOf(154, 50), ago(190, 12), 'Aerolínea LATAM');
  // The offerer's expense cards.
  topUp(emisorMain, microOf(1_500), ago(205, 9));
  spend(emisorMain, microOf(420), ago(190, 11), 'Homecenter Calle 80');
  spend(emisorMain, microOf(315, 40), ago(150, 15), 'Ferretería Samir');
  topUp(emisorMain, microOf(800), ago(100, 9));
  spend(emisorMain, microOf(268, 90), ago(75, 10), 'Alquiler de maquinaria Equipar');
  spend(emisorMain, microOf(184, 25), ago(26, 16), 'Papelería Panamericana');
  topUp(emisorOld, microOf(250), ago(320, 10));
  spend(emisorOld, microOf(250), ago(280, 14), 'Servicios en la nube AWS');

  // ---- Deposits (SRV-34, SRV-35): refused ones and one in process per verified persona, monthly approved
  // ones, then the funding ones.
  type DepositDraft = Omit<R.DepositRecord, 'id'>;
  const drafts: DepositDraft[] = [];
  const report = (
    clientId: number,
    amountMicro: number,
    at: number,
    status: R.ApprovalStatus,
  ): DepositDraft => {
    const address = f.helpers.arrayElement(depositAddresses);
    const tron = address.network === USDT_NETWORKS.tron;
    const draft: DepositDraft = {
      clientId,
      amountMicro,
      direccion: address.direccion,
      hash: tron
        ? f.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' })
        : f.string.hexadecimal({ length: 64, casing: 'lower' }),
      type: USDT_DEPOSIT_TYPE,
      fileName: `comprobante-${f.string.numeric(6)}.png`,
      status,
      currency_tag: 'USDT',
      createdAt: at,
      resolvedAt:
        status === 'EN PROCESO'
          ? null
          : status === 'APROBADO'
            ? at + DEPOSIT_APPROVAL_DELAY_MS
            : at + 6 * HOUR_MS,
    };
    drafts.push(draft);
    return draft;
  };
  report(demo.id, microOf(750), ago(45, 14), 'RECHAZADO');
  report(inversor.id, microOf(300), ago(70, 10), 'RECHAZADO');
  report(emisor.id, microOf(4_000), ago(160, 15), 'RECHAZADO');
  report(demo.id, microOf(1_500), ago(220, 11), 'RECHAZADO');
  // Reported at the moment of the seed: 'EN PROCESO' (DEPOSITO) for a minute, then approved (SRV-35).
  report(demo.id, microOf(1_000), now, 'EN PROCESO');
  report(inversor.id, microOf(2_500), now, 'EN PROCESO');
  report(emisor.id, microOf(1_750), now, 'EN PROCESO');
  // Month after month the personas top their wallets up; the earliest deposits, sized below, make up the rest.
  const monthly: [typeof demo, number, number][] = [
    [demo, 320, 5_000],
    [demo, 305, 5_000],
    [demo, 290, 4_500],
    [demo, 280, 3_000],
    [demo, 250, 4_000],
    [demo, 225, 3_500],
    [demo, 195, 3_000],
    [demo, 165, 2_500],
    [demo, 125, 4_000],
    [demo, 85, 2_500],
    [demo, 60, 3_000],
    [demo, 28, 2_000],
    [inversor, 290, 5_000],
    [inversor, 275, 4_500],
    [inversor, 265, 4_000],
    [inversor, 205, 4_000],
    [inversor, 170, 2_500],
    [inversor, 130, 4_500],
    [inversor, 100, 2_500],
    [inversor, 50, 3_000],
    [inversor, 20, 1_500],
    [emisor, 405, 4_000],
    [emisor, 350, 2_500],
    [emisor, 280, 1_500],
    [emisor, 240, 1_000],
    [emisor, 185, 900],
    [emisor, 140, 1_200],
    [emisor, 95, 700],
    [emisor, 50, 500],
    [emisor, 18, 300],
  ];
  for (const [p, days, units] of monthly) {
    report(p.id, microOf(units), ago(days, 9 + (days % 7)), 'APROBADO');
  }

  // Wallet targets: the personas' published amounts, random ones for the generated investors.
  const targets = new Map<number, number>(personas.map((p) => [p.id, p.walletMicro]));
  for (const id of investorIds) targets.set(id, microOf(f.number.int({ min: 15, max: 180 }) * 100));
  for (const c of clients) {
    const target = targets.get(c.id) ?? 0;
    const approved = drafts
      .filter((d) => d.clientId === c.id && d.status === 'APROBADO')
      .map((d) => ({ at: d.resolvedAt!, amountMicro: d.amountMicro }));
    const effect = timeline.walletEffect(c.id, approved);
    const needed = target - effect.totalMicro;
    if (needed < -effect.lowestMicro) throw new Error(`La semilla deja negativa la billetera de ${c.email}`);
    if (needed === 0) continue;
    if (needed % CENT_MICRO !== 0) throw new Error(`La semilla deja fracciones de centavo en ${c.email}`);
    // As few deposits as the 5,000 limit allows, equal to the cent, spread before the first other event.
    const count = Math.ceil(needed / MAX_DEPOSIT_MICRO);
    const cents = needed / CENT_MICRO;
    const from = c.createdAt + DAY_MS;
    const until = (effect.firstAt ?? now - 2 * DAY_MS) - DAY_MS;
    const step = Math.floor((until - from) / (count + 1));
    for (let k = 0; k < count; k += 1) {
      const share = Math.floor(cents / count) + (k < cents % count ? 1 : 0);
      // During office hours of that day; still at least a day before the first other event.
      const at = startOfDay(from + step * (k + 1)) + (9 + ((c.id + k) % 8)) * HOUR_MS + k * 7 * 60_000;
      report(c.id, share * CENT_MICRO, at, 'APROBADO');
    }
  }

  // Ids in the order the reports arrived (lists read them by id); approved ones credit the wallet.
  drafts.sort((a, b) => a.createdAt - b.createdAt || a.clientId - b.clientId);
  const deposits: WithId<R.DepositRecord>[] = drafts.map((d, i) => ({ id: i + 1, ...d }));
  for (const d of deposits) {
    if (d.status !== 'APROBADO') continue;
    const at = d.resolvedAt!;
    timeline.add(
      at,
      transfer(`seed:deposit:${d.id}:approve`, at, WORLD_ACCOUNT, walletAccount(d.clientId), d.amountMicro),
      {
        clientId: d.clientId,
        balanceMicro: d.amountMicro,
        description: depositMessages.approvedMovement,
        type: MOVEMENT_TYPES.deposit,
        code: codeOf(d.id),
        at,
      },
    );
  }

  return { beneficiaries, depositAddresses, withdrawals, cards, cardMovements, deposits };
}
