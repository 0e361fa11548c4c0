import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query the client makes, named once. Keys are hierarchical: a family's key (`all`) is the prefix of
 * each of its members' keys, so invalidating the family reloads every page and filter of it.
 */

const client = ['client'] as const;
const projects = [...client, 'projects'] as const;
const investments = [...client, 'investments'] as const;
const simulator = ['simulador'] as const;

export type BankPersonal = '1' | '2' | '3';

export const queryKeys = {
  profile: [...client, 'profile'] as const,
  status: [...client, 'status'] as const,
  /** The balances (data.saldos): every money event changes them (SRV-20). */
  dashboard: [...client, 'dashboard'] as const,
  /** The movements (balance/list), one entry per page: every money event appends one (SRV-39). */
  movements: {
    all: [...client, 'balance', 'list'] as const,
    page: (page: number) => [...client, 'balance', 'list', page] as const,
    /** STMT-01: a period's statement, under the movements so that every money event reloads it. */
    statement: (desde: string, hasta: string) =>
      [...client, 'balance', 'list', 'estado', desde, hasta] as const,
    /** STMT-09: a year's tax summary, likewise. */
    taxSummary: (anio: number) => [...client, 'balance', 'list', 'impuestos', anio] as const,
  },
  /** SESS-18: the saved beneficiaries, one entry per group (bank_personal). */
  beneficiaries: {
    all: [...client, 'beneficiarios'] as const,
    group: (bankPersonal: BankPersonal) => [...client, 'beneficiarios', bankPersonal] as const,
  },
  projects: {
    all: projects,
    /** Every open primary project, for the dashboard's carousel. */
    open: [...projects, 'all'] as const,
    primary: {
      all: [...projects, 'primary'] as const,
      page: <F>(filters: F, page: number) => [...projects, 'primary', filters, page] as const,
    },
    secondary: {
      all: [...projects, 'secundario'] as const,
      page: <F>(filters: F, page: number) => [...projects, 'secundario', filters, page] as const,
    },
    own: {
      all: [...projects, 'propios'] as const,
      page: <Q>(query: Q) => [...projects, 'propios', query] as const,
    },
    parcels: {
      all: [...projects, 'asociadas'] as const,
      of: (nrocontrato: string) => [...projects, 'asociadas', nrocontrato] as const,
    },
    /** Countries, offer types, issuers and activities: no write changes them. */
    filterOptions: [...projects, 'filtros'] as const,
    issuers: {
      all: [...projects, 'emisorporactividad'] as const,
      of: (actividadId: string) => [...projects, 'emisorporactividad', actividadId] as const,
    },
  },
  investments: {
    all: investments,
    active: {
      all: [...investments, 'activas'] as const,
      page: <Q>(query: Q) => [...investments, 'activas', query] as const,
    },
    sold: {
      all: [...investments, 'vendidas'] as const,
      page: <Q>(query: Q) => [...investments, 'vendidas', query] as const,
    },
    /** The project-name options of 'Mis inversiones' and 'Mis ofertas': one entry for both screens. */
    filters: [...investments, 'filtros'] as const,
    /** The dashboard's line chart (SRV-43). */
    chart: [...investments, 'grafica'] as const,
    /** The dashboard's net annual return (RET-06): under investments, so every market write reloads it. */
    netReturn: [...investments, 'rentabilidad'] as const,
    /** PAY-01: the expected payments of the next 12 months, under investments: every market write reloads them. */
    expectedPayments: (page: number) => [...investments, 'proximos_pagos', page] as const,
    /** DIV-01: how the active investments are spread; under investments, so every market write reloads it. */
    diversification: [...investments, 'diversificacion'] as const,
  },
  offers: {
    all: [...client, 'offers'] as const,
    list: {
      all: [...client, 'offers', 'list'] as const,
      page: <Q>(query: Q) => [...client, 'offers', 'list', query] as const,
    },
  },
  deposits: {
    all: [...client, 'deposits'] as const,
    list: [...client, 'deposits', 'list'] as const,
    addresses: [...client, 'deposits', 'direcciones'] as const,
    pdf: [...client, 'deposits', 'pdf'] as const,
  },
  withdrawals: {
    list: [...client, 'withdrawall', 'list'] as const,
  },
  cards: {
    list: ['card', 'list'] as const,
  },
  /** AUTO-01, AUTO-08, SRV-64: the automatic-investing strategies, the investments of each, their previews. */
  strategies: {
    all: [...client, 'estrategias'] as const,
    list: [...client, 'estrategias', 'lista'] as const,
    investments: (id: number, page: number) => [...client, 'estrategias', 'inversiones', id, page] as const,
    /** SRV-64: what a strategy's criteria, or resuming a strategy, would invest now. */
    preview: <P>(payload: P) => [...client, 'estrategias', 'vista_previa', payload] as const,
  },
  paises: ['paises'] as const,
  activation: (token: string) => ['auth', 'activation', token] as const,
  simulator: {
    all: simulator,
    clock: [...simulator, 'reloj'] as const,
    progress: [...simulator, 'progreso'] as const,
    outbox: (email: string) => [...simulator, 'correo', email] as const,
    settings: [...simulator, 'ajustes'] as const,
    log: [...simulator, 'registro'] as const,
    tables: (tabla: string | null, pagina: number) => [...simulator, 'tablas', tabla, pagina] as const,
    /** The published contract, openapi.json (a file of the site, not a call). */
    contract: [...simulator, 'contrato'] as const,
  },
  /** NEWS-02: the client's news, one entry per page, each with the unread count. */
  novedades: {
    all: [...client, 'novedades'] as const,
    page: (page: number) => [...client, 'novedades', page] as const,
  },
} as const;

const k = queryKeys;

/**
 * p2 §4 (INVEST-21, INVEST-22, SEC-08, SELL-15, OFFER-13): a change in the markets reloads offerors, offers,
 * investments (active, sold, their filter, the chart), every project list (primary, secondary, own, the
 * dashboard's carousel, a contract's parcels), movements and balances. The projects' filter options and
 * issuers stay.
 */
const marketChange = [
  k.dashboard,
  k.movements.all,
  k.investments.all,
  k.projects.open,
  k.projects.primary.all,
  k.projects.secondary.all,
  k.projects.own.all,
  k.projects.parcels.all,
  k.offers.all,
  // NEWS-01: a purchase is news to the buyer, an automatic investment to its strategy's owner.
  k.novedades.all,
] as const;

/** A money event outside the markets changes the balances and appends a movement (SRV-20, SRV-39). */
const moneyChange = [k.dashboard, k.movements.all] as const;

/**
 * What each write makes stale: the queries to reload once it has happened. The deposits and withdrawals lists
 * are not here: they reload through their silent refresh variant (ERR-05), which a plain reload is not.
 */
export const reloadAfter = {
  /** INVEST-21, INVEST-22: after an investment's result, or when the invest modal closes. */
  investmentCreate: marketChange,
  /** SEC-08. */
  secondaryPurchase: marketChange,
  /** SELL-15. */
  offerCreate: marketChange,
  /** OFFER-13. */
  offerCancel: marketChange,
  /** SRV-31: RETENCION and the statement change; the result's 'Aceptar' also reloads the lists (WDR-36). */
  withdrawalCreate: moneyChange,
  remittanceWithdrawal: moneyChange,
  /** DEP-27, SRV-20: DEPOSITO changes. */
  depositCreate: moneyChange,
  /** CARD-41, SRV-39: the wallet, its statement and the card's balance. */
  walletTransfer: [...moneyChange, k.cards.list],
  /** CARD-36. */
  cardCreate: [k.cards.list],
  /** CARD-28. */
  cardChange: [k.cards.list],
  /** BENEF-28: the group of the new beneficiary. */
  beneficiaryCreate: (bankPersonal: BankPersonal) => [k.beneficiaries.group(bankPersonal)],
  /** BENEF-09: the group it was in. */
  beneficiaryDelete: (bankPersonal: BankPersonal) => [k.beneficiaries.group(bankPersonal)],
  /** SRV-17: a status-1 client becomes 2 with a save. */
  updateClient: [k.profile, k.status],
  /** PWD-06: the profile, whatever the result. */
  changePassword: [k.profile],
  /** KYC-08, KYC-09: the status (and the record) after the result's 'Aceptar'. */
  kyc: [k.status, k.profile],
  /** AUTO-02..AUTO-05: a strategy's change, and the investments it makes at once (a market change). */
  strategyChange: [k.strategies.all, ...marketChange],
  /** A move of the simulated clock changes anything time-based: every query reloads (the empty prefix). */
  simulatorClock: [[]],
  /** NEWS-03: the news and their unread count. */
  novedadesRead: [k.novedades.all],
} as const satisfies Record<string, readonly QueryKey[] | ((...args: never[]) => readonly QueryKey[])>;

/** Reloads a write's set: every query under each key (a key is a prefix). */
export function reload(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
