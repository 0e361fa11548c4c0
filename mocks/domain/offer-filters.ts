/**
 * The filters of the market's lists, pure. The list query (proyecto, vencimiento, monto) of my offers and
 * sold investments, and on the secondary market also the project filters (SRV-41): pais (iso or id), tipo
 * (offer type id), emisor, riesgo, rango (interest of at least the value, 0 = none) and actividad.
 */
import type { ProjectRecord } from '../store/records';
import { daysBetween } from './dates';

export interface ListFilter {
  proyecto: string;
  vencimiento: '' | '1' | '2' | '3' | '4';
  monto: string;
}

export interface MarketFilter extends ListFilter {
  pais: string;
  tipo: string;
  emisor: string;
  riesgo: string;
  rango: string;
  actividad: string;
}

/** Days ahead each expiry code reaches (INV-14): 1 today, 2 the next 7 days, 3 the next 30, 4 the next 360. */
const EXPIRY_DAYS = { '1': 0, '2': 7, '3': 30, '4': 360 } as const;

/** Whether an end date falls from today to the code's last day (platform days); '' lets everything pass. */
export function withinExpiry(endAt: number, now: number, code: ListFilter['vencimiento']): boolean {
  if (code === '') return true;
  const days = daysBetween(now, endAt);
  return days >= 0 && days <= EXPIRY_DAYS[code];
}

/** A plain decimal text as an integer scaled to `decimals` places (extra places dropped). */
function scaled(text: string, decimals: number): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  return (
    BigInt(m[1]!) * 10n ** BigInt(decimals) + BigInt((m[2] ?? '').slice(0, decimals).padEnd(decimals, '0'))
  );
}

/** monto: an amount of at least the value (micro-units); '' lets everything pass. */
export function atLeastAmount(amountMicro: number, monto: string): boolean {
  if (monto === '') return true;
  const min = scaled(monto, 6);
  return min === null || BigInt(amountMicro) >= min;
}

/** rango: an interest (decimal text) of at least the value; '' and 0 let everything pass. */
export function atLeastRate(rate: string, rango: string): boolean {
  const min = scaled(rango, 8);
  if (rango === '' || min === null || min === 0n) return true;
  const value = scaled(rate, 8);
  return value !== null && value >= min;
}

export interface ListSubject {
  projectId: number;
  endAt: number;
  amountMicro: number;
}

/** The list query: proyecto is the project id (SRV-42), vencimiento the end date, monto the amount. */
export function matchesList(q: ListFilter, s: ListSubject, now: number): boolean {
  return (
    (q.proyecto === '' || q.proyecto === String(s.projectId)) &&
    withinExpiry(s.endAt, now, q.vencimiento) &&
    atLeastAmount(s.amountMicro, q.monto)
  );
}

/** Whether any filter of the secondary market is set (an unfiltered page is read by key alone). */
export function hasMarketFilter(q: MarketFilter): boolean {
  const rango = scaled(q.rango, 8);
  return (
    q.proyecto !== '' ||
    q.vencimiento !== '' ||
    q.monto !== '' ||
    q.pais !== '' ||
    q.tipo !== '' ||
    q.emisor !== '' ||
    q.riesgo !== '' ||
    (rango !== null && rango > 0n) ||
    q.actividad !== ''
  );
}

/** The fields of a project the market's filters read (none of them changes once the project exists). */
export type MarketProject = Pick<
  ProjectRecord,
  | 'country_iso'
  | 'countryId'
  | 'tipoId'
  | 'issuer'
  | 'risk'
  | 'tax_referential_client'
  | 'actividadId'
  | 'endAt'
> & { id: number };

export const marketProjectOf = (p: ProjectRecord & { id: number }): MarketProject => ({
  id: p.id,
  country_iso: p.country_iso,
  countryId: p.countryId,
  tipoId: p.tipoId,
  issuer: p.issuer,
  risk: p.risk,
  tax_referential_client: p.tax_referential_client,
  actividadId: p.actividadId,
  endAt: p.endAt,
});

/**
 * SRV-41 on the secondary market: the offer's project (its investment ends with it) and the offered amount
 * (the investment's principal).
 */
export function matchesMarket(
  q: MarketFilter,
  project: MarketProject,
  amountMicro: number,
  now: number,
): boolean {
  const pais = q.pais.toUpperCase();
  return (
    matchesList(q, { projectId: project.id, endAt: project.endAt, amountMicro }, now) &&
    (q.pais === '' || pais === project.country_iso.toUpperCase() || q.pais === String(project.countryId)) &&
    (q.tipo === '' || q.tipo === String(project.tipoId)) &&
    (q.emisor === '' || q.emisor === project.issuer) &&
    (q.riesgo === '' || q.riesgo === project.risk) &&
    atLeastRate(project.tax_referential_client, q.rango) &&
    (q.actividad === '' || q.actividad === String(project.actividadId))
  );
}
