/**
 * What the simulated server keeps in IndexedDB. Money is always integer micro-units (1 USDT = 1,000,000)
 * in fields named `...Micro`; times are epoch milliseconds from the server clock in fields named `...At`.
 * The http adapters turn these into the documented response shapes. A record's `id` is its primary key:
 * auto-incremented ones are optional only when a record is added (Dexie's EntityTable, store/db.ts).
 */

/** A record of an auto-incremented store before it is added: the store gives it its id. */
export type NewRecord<T extends { id: number }> = Omit<T, 'id'>;

export interface MetaRecord {
  key: string;
  value: unknown;
}

export interface CountryRecord {
  id: number;
  iso: string;
  name: string;
}

export type DemoStatus = 'active' | 'inactive';

export interface ClientRecord {
  id: number;
  email: string;
  passwordHash: string;
  passwordSalt: string;
  emailConfirmed: boolean;
  status: 0 | 1 | 2 | 3;
  demo_status: DemoStatus;
  is_ofertante: boolean;
  lastLoginAt: number | null;
  createdAt: number;
  /** Withdrawal fees of this client (ENT-13): a flat part and a percentage in basis points. */
  feeFlatMicro: number;
  feePercentBp: number;
  referrer: string;
  origen: string;
  /** The editable personal data (ENT-01), kept as the client sent it. */
  datos: Record<string, string>;
  /** A password sent by 'forgot' (SRV-14): valid until expiresAt, alongside the current one, until used. */
  tempPassword: { passwordHash: string; passwordSalt: string; expiresAt: number } | null;
}

export interface SessionRecord {
  token: string;
  clientId: number;
  createdAt: number;
  revokedAt: number | null;
}

export interface ActivationRecord {
  token: string;
  clientId: number;
  createdAt: number;
  usedAt: number | null;
  /** SRV-51: for an e-mail change, the new address the link confirms; absent for a registration's. */
  email?: string;
}

/** A message the simulator would have e-mailed (SRV-09); the demo shows it as 'Correo de demostración'. */
export interface OutboxRecord {
  id: number;
  to: string;
  kind: 'activation' | 'reset' | 'resend' | 'email-change' | 'novedad';
  subject: string;
  body: string;
  link: string | null;
  createdAt: number;
}

export type AccountKind =
  'wallet' | 'hold' | 'invested' | 'pending-deposit' | 'card' | 'platform' | 'fees' | 'world';

/** A ledger account. Its balance is the sum of its entries; the store keeps both and tests compare them. */
export interface AccountRecord {
  id: string;
  kind: AccountKind;
  clientId: number | null;
  balanceMicro: number;
}

/** One side of a double-entry transfer: the entries of one txId sum to zero. */
export interface EntryRecord {
  id: number;
  txId: string;
  accountId: string;
  amountMicro: number;
  at: number;
}

export interface MovementRecord {
  id: number;
  clientId: number;
  /**
   * The line's number in its client's statement: 1 for the first, one more for each next one, so the newest
   * line's number is the statement's length and a page is a range of numbers (schema version 6).
   */
  seq: number;
  code: string | null;
  description: string;
  balanceMicro: number;
  saldoMicro: number;
  status: string;
  type: string;
  notes: string;
  currency_tag: string;
  at: number;
}

export interface ProjectRecord {
  id: number;
  /** tax_referential_client × 10^6, the key of the rango filter's index (schema version 3). */
  interestKey?: number;
  code: string;
  nrocontrato: string;
  name: string;
  description: string;
  imagen: string;
  video: string;
  file: string;
  pdf_oferente: string;
  brouchure: string;
  tipoId: number;
  category: string;
  categoryId: number;
  country_iso: string;
  countryId: number;
  actividadId: number;
  issuer: string;
  oferenteId: number | null;
  loan_type: string;
  contract_type: string;
  risk: string;
  warranty: string;
  status: string;
  startAt: number;
  endAt: number;
  maxInvestmentAt: number;
  amountMicro: number;
  /** SRV-50: invested amount and investors of the real world (clients without demo mode). */
  invertidoMicro: number;
  reservedMicro: number;
  total_inversores: number;
  /** SRV-50: the demo world's; absent in a project stored before the split (domain/worlds.ts worldFigures). */
  demoInvertidoMicro?: number;
  demoInversores?: number;
  /** Interest % per year (tax_referential_client), as a decimal string. */
  tax_referential_client: string;
  fee_total_contract: string;
  porcentaje_diario: string;
  frequency_payment: string;
  currency_code: string;
  relevancia: 1 | 2 | 3;
  createdAt: number;
}

export interface ParcelRecord {
  id: number;
  nrocontrato: string;
  name: string;
  description: string;
  amountMicro: number;
}

export interface OfferTypeRecord {
  id: number;
  tipo: string;
}

export interface ActivityRecord {
  id: number;
  activity: string;
}

export interface IssuerRecord {
  id: number;
  issuer: string;
  actividadId: number;
}

/** 'finished': matured at its end date, interest and principal repaid (SRV-44). */
export type InvestmentStatus = 'active' | 'sold' | 'finished';

export interface InvestmentRecord {
  id: number;
  clientId: number;
  projectId: number;
  status: InvestmentStatus;
  amountMicro: number;
  startAt: number;
  endAt: number;
  /** 1 while the investment is offered on the secondary market. */
  mercado_secundario: 0 | 1;
  soldAt: number | null;
  saleMicro: number | null;
  /** Where it came from: a primary purchase or another client's offer. */
  originOfferId: number | null;
  /** SRV-44: interest is paid up to this date (the start until the first payment, the end once matured). */
  paidThroughAt: number;
  /** SRV-44: when the next payment falls due; null once it pays no more (sold or matured), so unindexed. */
  nextPaymentAt: number | null;
  /** AUTO-08: the strategy that made it; absent for an investment the client made (indexed only when set). */
  strategyId?: number;
}

/** AUTO-01..AUTO-05: an automatic-investing strategy (schema version 11). */
export interface StrategyRecord {
  id: number;
  clientId: number;
  nombre: string;
  montoMicro: number;
  maximoMicro: number;
  presupuestoMicro: number;
  tasaMinBp: number;
  tasaMaxBp: number;
  plazoMin: number;
  plazoMax: number;
  riesgos: string[];
  status: 'activa' | 'pausada';
  /** What it has invested in all, and in how many investments. */
  investedMicro: number;
  investmentCount: number;
  /** AUTO-05: the projects opened after this moment are the ones it has not looked at yet. */
  lastLookedAt: number;
  createdAt: number;
  updatedAt: number;
}

export type OfferStatus = 'open' | 'sold' | 'cancelled' | 'expired';

export interface OfferRecord {
  id: number;
  sellerId: number;
  investmentId: number;
  projectId: number;
  status: OfferStatus;
  dateType: 1 | 2 | 3;
  createdAt: number;
  /** End of the offer (SRV-25); null for 'Sin vencimiento'. */
  endsAt: number | null;
  precioOriginalMicro: number;
  rendimientoMicro: number;
  amountPercentage: string;
  precioVentaMicro: number;
  buyerId: number | null;
  closedAt: number | null;
}

export type ApprovalStatus = 'EN PROCESO' | 'APROBADO' | 'RECHAZADO';

export interface DepositRecord {
  id: number;
  clientId: number;
  amountMicro: number;
  direccion: string;
  hash: string;
  type: number;
  fileName: string;
  status: ApprovalStatus;
  currency_tag: string;
  createdAt: number;
  resolvedAt: number | null;
}

export interface DepositAddressRecord {
  id: number;
  direccion: string;
  network: string;
}

export interface WithdrawalRecord {
  id: number;
  clientId: number;
  beneficiaryId: number | null;
  beneficiario: string;
  type: 1 | 2 | 3 | 4;
  amountMicro: number;
  feeMicro: number;
  netMicro: number;
  status: ApprovalStatus;
  currency_tag: string;
  note: string;
  pin: string;
  remesa: Record<string, string> | null;
  createdAt: number;
  resolvedAt: number | null;
  /** The statement line of its hold, linked once written. */
  movementId?: number;
}

export interface BeneficiaryRecord {
  id: number;
  clientId: number;
  bank_personal: 1 | 2 | 3;
  fields: Record<string, string>;
  createdAt: number;
  updatedAt: number;
}

export type CardStatus = 'PENDIENTE' | 'APROBADO' | 'DESACTIVADA';

export interface CardRecord {
  id: number;
  clientId: number;
  number: string;
  card_model: string;
  status: CardStatus;
  balanceMicro: number;
  blockedMicro: number;
  transitMicro: number;
  reason: string;
  application: Record<string, string>;
  createdAt: number;
  updatedAt: number;
}

export interface CardMovementRecord {
  id: number;
  cardId: number;
  description: string;
  reference: string;
  created_by: string;
  amountMicro: number;
  createdAt: number;
}

export interface KycRecord {
  id: number;
  clientId: number;
  files: { field: string; name: string; type: string; size: number }[];
  createdAt: number;
}

/**
 * SRV-49: a creating call's first successful answer under an Idempotency-Key, per scope (the client, or the
 * e-mail for register). Kept for 24 simulated hours; never exported, like sessions.
 */
export interface IdempotencyRecord {
  scope: string;
  key: string;
  /** Method, path and body of the first request. */
  fingerprint: string;
  answer: unknown;
  createdAt: number;
}

/**
 * NEWS-01: something that happened to a client's account, written in the same transaction as the operation
 * that caused it (store/novedad-repo.ts). leida is 0 or 1 (an index key cannot be a boolean), so the unread
 * ones are one [clientId+leida] range; a page is one [clientId+at] range, newest first.
 */
export interface NovedadRecord {
  id: number;
  clientId: number;
  tipo:
    | 'interes'
    | 'vencimiento'
    | 'venta'
    | 'compra'
    | 'deposito'
    | 'retiro'
    | 'tarjeta'
    | 'inversion_automatica';
  titulo: string;
  detalle: string;
  /** The amount it moved, when it moved one. */
  montoMicro: number | null;
  /** The client screen that shows it. */
  enlace: string;
  leida: 0 | 1;
  at: number;
}
