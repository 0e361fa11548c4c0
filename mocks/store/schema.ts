/**
 * The numbered schema of the simulator's IndexedDB database. Versions are only ever appended: each keeps
 * the stores of the one before (Dexie carries them forward) and may add stores, indexes and an upgrade that
 * rewrites existing rows. tests in store/schema.test.ts open every earlier version with data and upgrade it.
 */
import type { Transaction } from 'dexie';
import type { InvestmentRecord, ProjectRecord } from './records';
import { DEFAULT_FEE_RATES } from '../domain/fees';
import { DEMO_DOCUMENTS } from '../seed/catalog';
import { paymentTermsOf, unpaidSchedule } from '../domain/payments';
import { interestKeyOf } from '../domain/project-filters';
import { rebuildFigures, rebuildReturnDays } from './figures-rebuild';

export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

export const DATABASE_NAME = 'plataforma-simulador';

export const schemaVersions: readonly SchemaVersion[] = [
  {
    // Identity: who the clients are, their sessions and the simulated e-mail.
    version: 1,
    stores: {
      meta: '&key',
      countries: '&id, &iso',
      clients: '++id, &email',
      sessions: '&token, clientId',
      activations: '&token, clientId',
      outbox: '++id, to',
    },
  },
  {
    // Money and markets: the double-entry ledger and everything that moves money.
    version: 2,
    stores: {
      accounts: '&id, clientId',
      entries: '++id, txId, [accountId+id]',
      movements: '++id, [clientId+id]',
      projects: '++id, &nrocontrato, oferenteId, endAt, relevancia',
      parcels: '++id, nrocontrato',
      offerTypes: '&id',
      activities: '&id',
      issuers: '++id, actividadId',
      investments: '++id, [clientId+status], projectId',
      offers: '++id, [status+id], sellerId, investmentId, endsAt',
      deposits: '++id, [clientId+id], status',
      depositAddresses: '++id',
      withdrawals: '++id, [clientId+id], status',
      beneficiaries: '++id, [clientId+bank_personal]',
      cards: '++id, clientId',
      cardMovements: '++id, [cardId+createdAt]',
      kyc: '++id, clientId',
    },
    upgrade: async (tx) => {
      // Clients created before the ledger existed get its default withdrawal fees (ENT-13).
      await tx
        .table('clients')
        .toCollection()
        .modify((client: { feeFlatMicro?: number; feePercentBp?: number }) => {
          client.feeFlatMicro ??= DEFAULT_FEE_RATES.feeFlatMicro;
          client.feePercentBp ??= DEFAULT_FEE_RATES.feePercentBp;
        });
    },
  },
  {
    // Market lists read by index one page at a time (SRV-04, SRV-41): every project filter leads a compound
    // index with status and endAt, so a filter's range already holds only listed projects inside the
    // vencimiento window. interestKey is tax_referential_client as a number (percent × 10^6) for rango.
    version: 3,
    stores: {
      projects:
        '++id, &nrocontrato, oferenteId, endAt, relevancia, [status+endAt], [country_iso+status+endAt], ' +
        '[countryId+status+endAt], [tipoId+status+endAt], [issuer+status+endAt], [risk+status+endAt], ' +
        '[actividadId+status+endAt], [status+interestKey], [status+amountMicro], [oferenteId+endAt]',
      investments: '++id, [clientId+status], projectId, [clientId+projectId]',
      offers: '++id, [status+id], sellerId, investmentId, endsAt, [sellerId+status]',
    },
    upgrade: async (tx) => {
      await tx
        .table('projects')
        .toCollection()
        .modify((project: { tax_referential_client?: string; interestKey?: number }) => {
          project.interestKey = interestKeyOf(project.tax_referential_client ?? '0');
        });
    },
  },
  {
    // SRV-44, SRV-48: investments pay interest and mature. nextPaymentAt indexes the active ones by when their next
    // payment falls due (a sold or matured one has null, which IndexedDB leaves out of the index), so each
    // request reads only what is due. A stored active investment has been paid nothing: its first payment
    // date is kept, and the next signed-in request pays every date that has passed, dated when it fell due.
    version: 4,
    stores: {
      investments: '++id, [clientId+status], projectId, [clientId+projectId], nextPaymentAt',
    },
    upgrade: async (tx) => {
      const projects = new Map(
        ((await tx.table('projects').toArray()) as (ProjectRecord & { id: number })[]).map((p) => [p.id, p]),
      );
      await tx
        .table('investments')
        .toCollection()
        .modify((inv: InvestmentRecord) => {
          const project = projects.get(inv.projectId);
          const dated = Number.isSafeInteger(inv.startAt) && Number.isSafeInteger(inv.endAt);
          const schedule =
            inv.status === 'active' && project && dated
              ? unpaidSchedule(paymentTermsOf(inv, project))
              : { paidThroughAt: inv.startAt, nextPaymentAt: null };
          inv.paidThroughAt = schedule.paidThroughAt;
          inv.nextPaymentAt = schedule.nextPaymentAt;
        });
    },
  },
  {
    // SRV-49: a creating call's first answer under an Idempotency-Key, per scope (client or register e-mail),
    // found by [scope+key] and expired by [scope+createdAt]. A stored demo gains the empty store.
    version: 5,
    stores: {
      idempotency: '[scope+key], [scope+createdAt]',
    },
  },
  {
    // SRV-04, SRV-39: each statement line carries its number in its client's statement (seq, from 1), so the
    // statement's length is its newest number and any page is one bounded range of [clientId+seq], at any
    // size. A stored demo's lines are numbered in the order they were written.
    version: 6,
    stores: {
      movements: '++id, [clientId+id], [clientId+seq]',
    },
    upgrade: async (tx) => {
      const next = new Map<number, number>();
      await tx
        .table('movements')
        .orderBy('[clientId+id]')
        .modify((line: { clientId: number; seq?: number }) => {
          const seq = (next.get(line.clientId) ?? 0) + 1;
          next.set(line.clientId, seq);
          line.seq = seq;
        });
    },
  },
  {
    // SRV-20, SRV-43, ENT-10 at any size: each client's figures and its invested amount per day, kept by every
    // write (store/figures-middleware.ts) and computed here whole from a stored demo's records. The indexes
    // read a client's investments of a status by filter (project, end date, amount), and the open offers whose
    // end has passed (the client's, and all of them for SRV-25's expiry), each as one bounded range.
    version: 7,
    stores: {
      clientFigures: '&clientId',
      investedDays: '[clientId+day]',
      investments:
        '++id, [clientId+status], projectId, [clientId+projectId], nextPaymentAt, [clientId+status+projectId], ' +
        '[clientId+status+endAt], [clientId+status+amountMicro]',
      offers:
        '++id, [status+id], sellerId, investmentId, endsAt, [sellerId+status], [sellerId+status+endsAt], ' +
        '[status+endsAt]',
    },
    // The figures are computed by version 8's upgrade, which computes them with the table it adds.
  },
  {
    // SRV-42 at any size: the projects each client holds or held an investment in, with their names, kept by
    // every write like the figures; all the kept figures are computed here whole from a stored demo's records.
    version: 8,
    stores: {
      heldProjects: '[clientId+projectId]',
    },
    upgrade: async (tx) => {
      await rebuildFigures((name) => tx.table(name));
    },
  },
  {
    // SRV-41: the project filters run over the listing each connection keeps (project-repo.ts), read as one
    // [status+endAt] range, so the per-filter indexes of version 3 go; every project write no longer updates
    // them. interestKey stays on the record: the listing reads it.
    version: 9,
    stores: {
      projects:
        '++id, &nrocontrato, oferenteId, endAt, relevancia, [status+endAt], [countryId+status+endAt], ' +
        '[oferenteId+endAt]',
    },
  },
  {
    // STMT-07: a statement of any period reads its lines as one [clientId+at] range, the fees of the period's
    // approved withdrawals as one [clientId+resolvedAt] range, and a year's sales as one [clientId+soldAt]
    // range (an unsold investment, soldAt null, is not in that index). The fields are on every stored row
    // already: Dexie builds the indexes from them, and the upgrade has nothing to rewrite.
    version: 10,
    stores: {
      movements: '++id, [clientId+id], [clientId+seq], [clientId+at]',
      withdrawals: '++id, [clientId+id], status, [clientId+resolvedAt]',
      investments:
        '++id, [clientId+status], projectId, [clientId+projectId], nextPaymentAt, [clientId+status+projectId], ' +
        '[clientId+status+endAt], [clientId+status+amountMicro], [clientId+soldAt]',
    },
  },
  {
    // AUTO-01..AUTO-10: automatic investing. The strategies by client and by status (the active ones run in
    // every settlement); the projects by status and start, so the planned ones that open and the ones opened
    // since a strategy last looked are one bounded range each; the investments a strategy made, by strategy
    // (an investment without one is left out of the index), beside version 10's indexes. A stored demo gains
    // the empty store.
    version: 11,
    stores: {
      strategies: '++id, [clientId+id], status',
      projects:
        '++id, &nrocontrato, oferenteId, endAt, relevancia, [status+endAt], [countryId+status+endAt], ' +
        '[oferenteId+endAt], [status+startAt]',
      investments:
        '++id, [clientId+status], projectId, [clientId+projectId], nextPaymentAt, [clientId+status+projectId], ' +
        '[clientId+status+endAt], [clientId+status+amountMicro], [clientId+soldAt], [strategyId+id]',
    },
  },
  {
    // RET-01, STMT-09 at any size: the net annual return reads each client's days of flows, kept by every
    // write to the statement (store/figures-middleware.ts) and computed here whole from a stored demo's
    // statement, and its interest lines; a year's interest is one range of them. Neither grows with the
    // client's other lines (deposits, withdrawals, card transfers) nor with other clients'.
    version: 12,
    stores: {
      returnDays: '[clientId+day]',
      movements: '++id, [clientId+id], [clientId+seq], [clientId+at], [clientId+type+at]',
    },
    upgrade: async (tx) => {
      await rebuildReturnDays((name) => tx.table(name));
    },
  },
  {
    // RET-03, RET-05 at any size: the rate at each month end gone by is kept once computed (returnPoints),
    // and the figures keep the interest the active investments have paid (paidMicro), so today's holdings are
    // invested + earned - paid. A stored demo's figures gain it with their yields: each client's next request
    // brings them to its day (yieldDay null), as after a rebuild.
    version: 13,
    stores: {
      returnPoints: '[clientId+monthEnd]',
    },
    upgrade: async (tx) => {
      await tx
        .table('clientFigures')
        .toCollection()
        .modify((row: { paidMicro?: number; yieldDay: number | null }) => {
          row.paidMicro = 0;
          row.yieldDay = null;
        });
    },
  },
  {
    // INVEST-04, INVEST-05: a stored demo's projects linked documents the site never had
    // ('/documentos/pry-0001-oferente.pdf'); they now link the demo's own (DEMO_DOCUMENTS), as a new seed does.
    version: 14,
    stores: {},
    upgrade: async (tx) => {
      const shipped = (link: string) => {
        const kind = /^\/documentos\/pry-\d+-(oferente|catalogo|contrato)\.pdf$/.exec(link)?.[1];
        if (kind === 'oferente') return DEMO_DOCUMENTS.offer;
        if (kind === 'catalogo') return DEMO_DOCUMENTS.catalogue;
        return kind === 'contrato' ? DEMO_DOCUMENTS.contract : link;
      };
      await tx
        .table('projects')
        .toCollection()
        .modify((row: Pick<ProjectRecord, 'file' | 'pdf_oferente' | 'brouchure'>) => {
          row.file = shipped(row.file);
          row.pdf_oferente = shipped(row.pdf_oferente);
          row.brouchure = shipped(row.brouchure);
        });
    },
  },
  {
    // NEWS-01, NEWS-02: the client's news, written with the operation that caused each. A page is one
    // [clientId+at] range read newest first, the unread count one [clientId+leida] range (leida 0 or 1). A
    // stored demo gains the empty store: what happened before it existed has no news, as it sent no e-mail.
    version: 15,
    stores: {
      novedades: '++id, [clientId+at], [clientId+leida]',
    },
  },
];

export const LATEST_VERSION = schemaVersions[schemaVersions.length - 1]!.version;
