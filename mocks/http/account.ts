import {
  balanceList,
  beneficiaries,
  beneficiaryCreate,
  beneficiaryDelete,
  dashboard,
  investmentsChart,
  netReturn,
  type Movement,
} from '@/contract/schemas/account';
import { allProjects } from '@/contract/schemas/projects';
import { balancesOfFigures, cumulativeOfDays, formatBalances } from '../domain/balances';
import {
  beneficiaryFields,
  beneficiaryIdOf,
  beneficiaryMessages,
  checkBeneficiary,
  presentBeneficiary,
} from '../domain/beneficiaries';
import { formatDateTime } from '../domain/dates';
import { holdAccount, walletAccount } from '../domain/ledger';
import { formatMicro } from '../domain/money';
import { presentProject } from '../domain/project-view';
import { worldOf } from '../domain/worlds';
import { found } from '../domain/refusal';
import { offerTypeNames, openPrimaryProjects, parcelNames } from '../store/account-repo';
import { endedOpenOfferMicro, investedDays, readFigures } from '../store/figures-repo';
import {
  addBeneficiary,
  countryExists,
  deleteBeneficiary,
  findOwnBeneficiary,
  listBeneficiaries,
} from '../store/beneficiary-repo';
import { balanceOf } from '../store/ledger-repo';
import { readNetReturn } from '../store/net-return-repo';
import type { MovementRecord } from '../store/records';
import { readMovementPage } from '../store/statement-repo';
import { readRoute, route } from './route';

/** How many primary projects the dashboard carousel gets (API-21): the newest open ones. */
export const CAROUSEL_PROJECTS = 20;

/** ENT-03: a statement line as the server answers it. */
export function presentMovement(m: MovementRecord): Movement {
  const at = formatDateTime(m.at);
  return {
    id: m.id,
    fecha_registro: at,
    code: m.code,
    description: m.description,
    balance: formatMicro(m.balanceMicro),
    saldo: formatMicro(m.saldoMicro),
    status: m.status,
    type: m.type,
    notes: m.notes,
    currency_tag: m.currency_tag,
    client_id: m.clientId,
    created_at: at,
    updated_at: at,
    updated_by: null,
    pdf: null,
    csv: null,
  };
}

export const accountRoutes = [
  // API-13, SRV-20: the balance summary of the caller, from its ledger accounts and records.
  // The figures are kept by every write (figures-middleware.ts), so this reads a few rows at any size.
  readRoute(dashboard, ['accounts', 'offers'], async ({ db, client, now }) => {
    const [kept, walletMicro, holdMicro, endedMicro] = await Promise.all([
      readFigures(db, client.id),
      balanceOf(db, walletAccount(client.id)),
      balanceOf(db, holdAccount(client.id)),
      endedOpenOfferMicro(db, client.id, now),
    ]);
    const figures = balancesOfFigures(kept, walletMicro, holdMicro, endedMicro);
    return { data: { saldos: [formatBalances(figures)] } };
  }),

  // API-14, SRV-04, SRV-39: one page of the caller's statement, newest first; the export names the page.
  readRoute(balanceList, ['movements'], async ({ db, client, body }) => {
    const { rows, total, window } = await readMovementPage(db, client.id, body.page);
    const file = `movimientos-${client.id}-p${window.page}`;
    return {
      data: rows.map(presentMovement),
      cantidad: total,
      page: window.page,
      total_pages: window.totalPages,
      pdf: `${file}.pdf`,
      csv: `${file}.csv`,
    };
  }),

  // API-15, SRV-43: the cumulative amount the caller has invested, per investment date (kept per day).
  readRoute(investmentsChart, ['investedDays'], async ({ db, client }) => {
    const points = cumulativeOfDays(await investedDays(db, client.id));
    return {
      data: points.map((p) => ({ amount: formatMicro(p.amountMicro) })),
      label: points.map((p) => ({ fecha: p.fecha })),
    };
  }),

  // RET-01..RET-05: the caller's net annual return today and at each month end (net-return-repo.ts says
  // what it reads: what the writes keep, and the records only for what is not kept yet).
  readRoute(
    netReturn,
    ['returnDays', 'returnPoints', 'clientFigures', 'movements', 'investments', 'projects'],
    async ({ db, client, now }) => ({ data: await readNetReturn(db, client.id, now) }),
  ),

  // API-21: the newest primary projects open for investment (the dashboard carousel).
  readRoute(allProjects, ['offerTypes', 'parcels', 'accounts'], async ({ db, client, now }) => {
    const world = worldOf(client);
    const projects = await openPrimaryProjects(db, now, CAROUSEL_PROJECTS, world);
    const [tipos, parcels, walletMicro] = await Promise.all([
      offerTypeNames(db),
      parcelNames(
        db,
        projects.map((p) => p.nrocontrato),
      ),
      balanceOf(db, walletAccount(client.id)),
    ]);
    const data = projects.map((p) =>
      presentProject(p, {
        now,
        tipo: tipos.get(p.tipoId) ?? '',
        parcels: parcels.get(p.nrocontrato) ?? [],
        walletMicro,
        world,
      }),
    );
    return { data, cantidad: data.length };
  }),

  // API-16, BENEF-04, BENEF-30: the caller's beneficiaries of one kind.
  readRoute(beneficiaries, ['beneficiaries'], async ({ db, client, body }) => {
    const kind = Number(body.bank_personal) as 1 | 2 | 3;
    const rows = await listBeneficiaries(db, client.id, kind);
    return { data: rows.map(presentBeneficiary) };
  }),

  // API-17, SRV-40, BENEF-11..24: a beneficiary of any kind for the caller (both paths, see the contract).
  route(beneficiaryCreate, async ({ db, client, body, now }) => {
    checkBeneficiary(body, body.country_id === null || (await countryExists(db, body.country_id)));
    await addBeneficiary(db, {
      clientId: client.id,
      bank_personal: Number(body.bank_personal) as 1 | 2 | 3,
      fields: beneficiaryFields(body),
      createdAt: now,
      updatedAt: now,
    });
    return { message: beneficiaryMessages.created };
  }),

  // API-18, SRV-40: only the caller's own beneficiary; another client's answers as unknown.
  route(beneficiaryDelete, async ({ db, client, params }) => {
    const id = beneficiaryIdOf(params.id ?? '');
    const own = found(await findOwnBeneficiary(db, client.id, id), beneficiaryMessages.notFound);
    await deleteBeneficiary(db, own.id);
    return { message: beneficiaryMessages.deleted };
  }),
];
