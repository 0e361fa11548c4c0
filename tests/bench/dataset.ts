/**
 * The bench's data, written straight into the store with bulkAdd (no handler runs): the bench client and
 * its session on top of the seed, and for the large set 100,000 movements, 10,000 projects and 10,000 offers
 * (each offer on an investment of its own, owned by one of 100 sellers or, one in ten, by the bench client;
 * every fifth one expired; projects spread over every filter of SRV-41). Values are deterministic and
 * satisfy mocks/store/records.ts; the ledger (accounts, entries) is not filled: no timed call reads it yet.
 * The bench client also gets a few beneficiaries of each kind, and a stock of international ones for the
 * timed deletions (each request of beneficiario_delete/:id takes the next id, see calls.ts).
 */
import { paymentTermsOf, unpaidSchedule } from '../../mocks/domain/payments';
import type { Table } from 'dexie';
import type { StoreDb } from '../../mocks/store/db';
import { FIGURE_TABLES, RETURN_DAY_TABLES } from '../../mocks/store/figures-middleware';
import type {
  BeneficiaryRecord,
  ClientRecord,
  InvestmentRecord,
  MovementRecord,
  NewRecord,
  OfferRecord,
  ProjectRecord,
} from '../../mocks/store/records';
import { withIndexKeys } from '../../mocks/store/project-repo';

export const BENCH_TOKEN = 'bench-token-0123456789abcdef0123456789abcdef';

export const LARGE = { movements: 100_000, projects: 10_000, offers: 10_000, sellers: 100 } as const;

const DAY = 86_400_000;
const MICRO = 1_000_000;
const BATCH = 10_000;

function client(email: string, now: number): NewRecord<ClientRecord> {
  return {
    email,
    passwordHash: 'bench',
    passwordSalt: 'bench',
    emailConfirmed: true,
    status: 1,
    demo_status: 'inactive',
    is_ofertante: false,
    lastLoginAt: now,
    createdAt: now - 400 * DAY,
    feeFlatMicro: MICRO,
    feePercentBp: 200,
    referrer: '',
    origen: 'Google',
    datos: { name: email.split('@')[0]! },
    tempPassword: null,
  };
}

/** The payment fields (SRV-44) of a monthly investment stored as the seed stores its own (SRV-46). */
function paidUpTo(startAt: number, endAt: number, now: number) {
  const terms = paymentTermsOf(
    { amountMicro: 1_000 * MICRO, startAt, endAt },
    { porcentaje_diario: '0.0342', frequency_payment: 'Mensual' },
  );
  return unpaidSchedule(terms, now);
}

/** Each batch in its own transaction, which holds the tables the store keeps its figures in (SRV-20). */
async function bulkAddInBatches<T>(db: StoreDb, table: Table<T>, rows: T[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.transaction('rw', [table.name, ...FIGURE_TABLES, ...RETURN_DAY_TABLES], () =>
      table.bulkAdd(rows.slice(i, i + BATCH)),
    );
  }
}

/**
 * Every request the bench sends to one call on one dataset: the first check, the warm-up and the timed
 * rounds (the defaults and variables of server.bench.ts), with a margin.
 */
const REQUESTS_PER_CALL =
  Number(process.env.BENCH_WARMUP ?? 30) +
  Number(process.env.BENCH_ROUNDS ?? 5) * Number(process.env.BENCH_RUNS ?? 200) +
  10;

/** Ids of the bench client's beneficiaries that beneficiario_delete may remove, one per request. */
const deletableBeneficiaries: number[] = [];

export function nextDeletableBeneficiary(): number {
  const id = deletableBeneficiaries.shift();
  if (id === undefined) throw new Error('No quedan beneficiarios para borrar en el banco de pruebas');
  return id;
}

function beneficiary(
  clientId: number,
  kind: 1 | 2 | 3,
  n: number,
  now: number,
): NewRecord<BeneficiaryRecord> {
  const fields: Record<string, string> = {
    bank_name: kind === 3 ? '' : `Banco ${n}`,
    bank_account: kind === 3 ? '' : String(1_000_000_000 + n),
    bank_swift: kind === 2 ? 'BOFAUS3N' : '',
    bank_client: `Titular ${n}`,
    bank_status: '1',
    active: '1',
    country_id: kind === 2 ? '55' : '82',
    bank_type: kind === 3 ? '' : 'AHORRO',
    bank_aba: kind === 2 ? '026009593' : '',
    bank_email: '',
    iban: '',
    bank_apellidos: kind === 3 ? 'Apellido' : '',
    provincia: kind === 3 ? 'Antioquia' : '',
    ciudad: kind === 3 ? 'Medellín' : '',
    direccion_cliente: kind === 3 ? 'Calle 1' : '',
    tipo_identificacion: kind === 3 ? 'Pasaporte' : '',
    identificacion: kind === 3 ? `P${n}` : '',
    telefono: kind === 3 ? '+57 300 555 0000' : '',
    network: '',
    address_cripto: '',
  };
  return { clientId, bank_personal: kind, fields, createdAt: now - n * 60_000, updatedAt: now - n * 60_000 };
}

/** An active investment of 1,000 made 100 days ago for a year, paid up to now. */
function activeInvestment(
  clientId: number,
  projectId: number,
  onMarket: boolean,
  now: number,
): NewRecord<InvestmentRecord> {
  return {
    clientId,
    projectId,
    status: 'active',
    amountMicro: 1_000 * MICRO,
    startAt: now - 100 * DAY,
    endAt: now + 265 * DAY,
    mercado_secundario: onMarket ? 1 : 0,
    soldAt: null,
    saleMicro: null,
    originOfferId: null,
    ...paidUpTo(now - 100 * DAY, now + 265 * DAY, now),
  };
}

/** The nth offer of an investment: expired when it is off the market, else open with one of the three ends. */
function offerOf(
  inv: NewRecord<InvestmentRecord>,
  investmentId: number,
  n: number,
  now: number,
): NewRecord<OfferRecord> {
  const expired = inv.mercado_secundario === 0;
  return {
    sellerId: inv.clientId,
    investmentId,
    projectId: inv.projectId,
    status: expired ? 'expired' : 'open',
    dateType: ((n % 3) + 1) as 1 | 2 | 3,
    createdAt: now - (n % 30) * DAY - DAY,
    endsAt: expired ? now - DAY : n % 3 === 0 ? null : now + 30 * DAY,
    precioOriginalMicro: inv.amountMicro,
    rendimientoMicro: 30 * MICRO,
    amountPercentage: '100',
    precioVentaMicro: inv.amountMicro + 20 * MICRO,
    buyerId: null,
    closedAt: expired ? now - DAY : null,
  };
}

/**
 * The bench client's own page and a bit on the seed: PORTFOLIO active investments in listed seed projects,
 * each on an open offer. The seed's lists of investments and offers then time a full page, as the large
 * set's do, and the two figures differ only by what the store holds, not by what the answer carries.
 */
export const PORTFOLIO = 12;

async function addBenchPortfolio(db: StoreDb, clientId: number, now: number) {
  const listed = (await db.projects.toArray()).filter((p) => p.status === 'ACTIVO' && p.endAt > now);
  if (listed.length === 0) throw new Error('La semilla no tiene proyectos activos para el banco de pruebas');
  const investments = Array.from({ length: PORTFOLIO }, (_, n) =>
    activeInvestment(clientId, listed[n % listed.length]!.id, true, now),
  );
  await bulkAddInBatches(db, db.investments, investments);
  const ids = (await db.investments.where('clientId').equals(clientId).primaryKeys()) as number[];
  await bulkAddInBatches(
    db,
    db.offers,
    investments.map((inv, n) => offerOf(inv, ids[n]!, n + 1, now)),
  );
}

/** The bench client, a live session for it and its beneficiaries; returns its id. */
export async function addBenchClient(db: StoreDb, now: number): Promise<number> {
  const id = await db.clients.add(client('bench@correo.test', now));
  await db.sessions.add({ token: BENCH_TOKEN, clientId: id, createdAt: now, revokedAt: null });
  const kinds = [1, 1, 1, 2, 2, 3, 3] as const;
  await db.beneficiaries.bulkAdd(kinds.map((kind, n) => beneficiary(id, kind, n, now)));
  const stock = Array.from({ length: REQUESTS_PER_CALL }, (_, n) =>
    beneficiary(id, 2, kinds.length + n, now),
  );
  const ids = (await db.beneficiaries.bulkAdd(stock, { allKeys: true })) as number[];
  deletableBeneficiaries.splice(0, deletableBeneficiaries.length, ...ids);
  await addBenchPortfolio(db, id, now);
  return id;
}

/** How much addLargeDataset writes; LARGE unless told (npm run bench:browser also fills 1,000,000 movements). */
export interface DatasetSize {
  movements: number;
  projects: number;
  offers: number;
}

export async function addLargeDataset(
  db: StoreDb,
  benchClientId: number,
  now: number,
  size: DatasetSize = LARGE,
): Promise<void> {
  const sellerIds: number[] = [];
  for (let s = 0; s < LARGE.sellers; s += 1) {
    sellerIds.push(await db.clients.add(client(`vendedor${s}@correo.test`, now)));
  }

  const movements: NewRecord<MovementRecord>[] = [];
  let saldo = 0;
  for (let i = 0; i < size.movements; i += 1) {
    const amount = ((i % 7) + 1) * 10 * MICRO * (i % 3 === 0 ? -1 : 1);
    saldo += amount;
    movements.push({
      clientId: benchClientId,
      // The bench client's statement starts empty: line i is its (i + 1)th.
      seq: i + 1,
      code: `MOV-${i}`,
      description: i % 3 === 0 ? 'Inversión en proyecto' : 'Depósito aprobado',
      balanceMicro: amount,
      saldoMicro: saldo,
      status: 'APROBADO',
      type: i % 3 === 0 ? 'inversion' : 'deposito',
      notes: '',
      currency_tag: 'USDT',
      at: now - (size.movements - i) * 60_000,
    });
  }
  await bulkAddInBatches(db, db.movements, movements);

  // Every filter of SRV-41 finds a share of the projects: 4 countries, 5 offer types, 6 risks, 8 activities
  // with 3 issuers each, 12 rates; every tenth project is finished (left out of the primary market).
  const isos = [
    ['CO', 82],
    ['US', 55],
    ['ES', 28],
    ['MX', 96],
  ] as const;
  const risks = ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'] as const;
  const rates = [
    '8.50',
    '9.50',
    '10.50',
    '12.00',
    '13.25',
    '14.00',
    '15.75',
    '16.50',
    '18.00',
    '19.50',
    '21.00',
    '24.00',
  ];
  const projects: NewRecord<ProjectRecord>[] = [];
  for (let i = 0; i < size.projects; i += 1) {
    const startAt = now - (i % 365) * DAY;
    const [iso, countryId] = isos[i % isos.length]!;
    const actividadId = (Math.floor(i / 4) % 8) + 1;
    projects.push(
      withIndexKeys({
        code: `P-${i}`,
        nrocontrato: `CT-${String(i).padStart(6, '0')}`,
        name: `Proyecto ${i}`,
        description: 'Proyecto generado para el banco de pruebas.',
        imagen: '',
        video: '',
        file: '',
        pdf_oferente: '',
        brouchure: '',
        tipoId: (i % 5) + 1,
        category: 'Agro',
        categoryId: actividadId,
        country_iso: iso,
        countryId,
        actividadId,
        issuer: `Emisor ${actividadId}-${i % 3}`,
        oferenteId: null,
        loan_type: 'Préstamo',
        contract_type: 'Mutuo',
        risk: risks[i % risks.length]!,
        warranty: 'Hipotecaria',
        status: i % 10 === 0 ? 'FINALIZADO' : 'ACTIVO',
        startAt,
        endAt: startAt + 365 * DAY + DAY,
        maxInvestmentAt: startAt + 365 * DAY,
        amountMicro: 100_000 * MICRO,
        invertidoMicro: (i % 100) * 1_000 * MICRO,
        reservedMicro: 0,
        total_inversores: i % 100,
        tax_referential_client: rates[i % rates.length]!,
        fee_total_contract: '2',
        porcentaje_diario: '0.0342',
        frequency_payment: 'Mensual',
        currency_code: 'USDT',
        relevancia: ((i % 3) + 1) as 1 | 2 | 3,
        createdAt: startAt - DAY,
      }),
    );
  }
  await bulkAddInBatches(db, db.projects, projects);
  const projectIds = (await db.projects.orderBy('id').primaryKeys()) as number[];

  const investments: NewRecord<InvestmentRecord>[] = [];
  for (let i = 0; i < size.offers; i += 1) {
    // One in ten belongs to the bench client: 1,000 active investments, each on an open offer.
    const owner = i % 10 === 1 ? benchClientId : sellerIds[i % sellerIds.length]!;
    // Every fifth offer has expired: its investment is no longer on the market.
    investments.push(activeInvestment(owner, projectIds[i % projectIds.length]!, i % 5 !== 0, now));
  }
  await bulkAddInBatches(db, db.investments, investments);
  const investmentIds = (await db.investments.orderBy('id').primaryKeys()) as number[];
  const offers = investments.map((inv, i) => offerOf(inv, investmentIds[i]!, i, now));
  await bulkAddInBatches(db, db.offers, offers);
}
