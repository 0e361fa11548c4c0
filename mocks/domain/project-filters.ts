/**
 * SRV-41: the project filters, pure. The handler's parsed query becomes criteria (refusing, in Spanish, a
 * value the filter cannot mean), and `projectMatches` says whether a project meets them: the store answers
 * the same question by index (store/project-repo.ts); tests compare the two.
 *
 *   listed      status 'ACTIVO' and not ended yet (end_date after now)
 *   pais        country_iso (any case) or the country id
 *   tipo        the offer type id
 *   emisor      the issuer's name, exactly
 *   riesgo      the risk grade
 *   vencimiento end_date within today (1), 7 (2), 30 (3) or 360 (4) days: no later than 23:59:59 of that day
 *   rango       interest (tax_referential_client) of at least the value; 0 is no filter
 *   actividad   the activity id
 *   proyecto    the project id (the shared list query)
 *   monto       an amount of at least the value; 0 is no filter (the shared list query)
 */
import type { ProjectRecord } from '../store/records';
import { DAY_MS, endOfDay } from './dates';
import { parseAmountMicro } from './money';
import { fieldMessages, invalid } from './refusal';

export const LISTED_STATUS = 'ACTIVO';

/** vencimiento codes (FILT-06) and the days each one reaches. */
export const VENCIMIENTO_DAYS: Readonly<Record<string, number>> = { '1': 0, '2': 7, '3': 30, '4': 360 };

export interface ProjectCriteria {
  /** Listed projects end after this moment. */
  now: number;
  /** The vencimiento window: end_date no later than this; null without the filter. */
  endBy: number | null;
  countryIso: string | null;
  countryId: number | null;
  tipoId: number | null;
  issuer: string | null;
  risk: string | null;
  actividadId: number | null;
  /** rango as interestKeyOf; null when 0 or absent. */
  minInterestKey: number | null;
  minAmountMicro: number | null;
  projectId: number | null;
}

/** The query fields the projects list reads (all strings, '' when absent, as the contract parses them). */
export interface ProjectQueryFields {
  pais: string;
  tipo: string;
  emisor: string;
  riesgo: string;
  vencimiento: string;
  rango: string;
  actividad: string;
  proyecto: string;
  monto: string;
}

/**
 * tax_referential_client ('12.50') as the number the rango filter compares (percent × 10^6, decimals past
 * the sixth dropped); 0 for text that is not a plain decimal. Stored beside the rate as interestKey.
 */
export function interestKeyOf(rate: string): number {
  const match = /^(\d{1,6})(?:\.(\d{1,6})\d*)?$/.exec(rate.trim());
  if (!match) return 0;
  return Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
}

const notValid = (label: string) => invalid(fieldMessages.notValid(label));

/** An id filter: '' is no filter; anything but a positive whole number is refused with the field's name. */
export function idFilter(value: string, label: string): number | null {
  if (value === '') return null;
  const id = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notValid(label);
  return id;
}

/** vencimiento as the last moment an end date may have; null without the filter. */
export function endByOf(vencimiento: string, now: number): number | null {
  if (vencimiento === '') return null;
  const days = VENCIMIENTO_DAYS[vencimiento];
  if (days === undefined) throw notValid('vencimiento');
  return endOfDay(now + days * DAY_MS);
}

/** monto as a minimum amount; '' and 0 are no filter. */
export function minAmountOf(monto: string): number | null {
  if (monto === '') return null;
  const micro = parseAmountMicro(monto, { allowZero: true });
  if (micro === null) throw notValid('monto');
  return micro === 0 ? null : micro;
}

/** Turns the parsed query into criteria, refusing values no filter can mean (422, with the field's name). */
export function projectCriteria(q: Partial<ProjectQueryFields>, now: number): ProjectCriteria {
  const pais = q.pais ?? '';
  const isId = /^\d+$/.test(pais);
  const rango = q.rango ?? '';
  const minInterestKey = rango === '' ? 0 : interestKeyOf(rango);
  return {
    now,
    endBy: endByOf(q.vencimiento ?? '', now),
    countryIso: pais !== '' && !isId ? pais.toUpperCase() : null,
    countryId: isId ? idFilter(pais, 'pais') : null,
    tipoId: idFilter(q.tipo ?? '', 'tipo'),
    issuer: q.emisor ? q.emisor : null,
    risk: q.riesgo ? q.riesgo : null,
    actividadId: idFilter(q.actividad ?? '', 'actividad'),
    minInterestKey: minInterestKey > 0 ? minInterestKey : null,
    minAmountMicro: minAmountOf(q.monto ?? ''),
    projectId: idFilter(q.proyecto ?? '', 'proyecto'),
  };
}

/** Whether any filter is set (PROJ-27 tells 'no result for these filters' from 'nothing listed'). */
export function hasFilters(c: ProjectCriteria): boolean {
  return (
    c.endBy !== null ||
    c.countryIso !== null ||
    c.countryId !== null ||
    c.tipoId !== null ||
    c.issuer !== null ||
    c.risk !== null ||
    c.actividadId !== null ||
    c.minInterestKey !== null ||
    c.minAmountMicro !== null ||
    c.projectId !== null
  );
}

/**
 * What the filters read of a project: the stored fields (a change to any of them changes the listing, see
 * store/table-versions.ts) and the id.
 */
export const LISTING_FIELDS = [
  'status',
  'endAt',
  'country_iso',
  'countryId',
  'tipoId',
  'issuer',
  'risk',
  'actividadId',
  'interestKey',
  'amountMicro',
] as const;

export type ListingFields = Pick<ProjectRecord, Exclude<(typeof LISTING_FIELDS)[number], 'interestKey'>> & {
  id: number;
  interestKey: number;
};

/** A stored project's listing fields (interestKey as stored beside the rate, see interestKeyOf). */
export function listingFieldsOf(p: ProjectRecord & { id: number; interestKey: number }): ListingFields {
  return {
    id: p.id,
    status: p.status,
    endAt: p.endAt,
    country_iso: p.country_iso,
    countryId: p.countryId,
    tipoId: p.tipoId,
    issuer: p.issuer,
    risk: p.risk,
    actividadId: p.actividadId,
    interestKey: p.interestKey,
    amountMicro: p.amountMicro,
  };
}

/** SRV-41: whether a project, by its listing fields, is listed and meets every set filter. */
export function listingMatches(p: ListingFields, c: ProjectCriteria): boolean {
  return (
    p.status === LISTED_STATUS &&
    p.endAt > c.now &&
    (c.endBy === null || p.endAt <= c.endBy) &&
    (c.countryIso === null || p.country_iso === c.countryIso) &&
    (c.countryId === null || p.countryId === c.countryId) &&
    (c.tipoId === null || p.tipoId === c.tipoId) &&
    (c.issuer === null || p.issuer === c.issuer) &&
    (c.risk === null || p.risk === c.risk) &&
    (c.actividadId === null || p.actividadId === c.actividadId) &&
    (c.minInterestKey === null || p.interestKey >= c.minInterestKey) &&
    (c.minAmountMicro === null || p.amountMicro >= c.minAmountMicro) &&
    (c.projectId === null || p.id === c.projectId)
  );
}

/** SRV-41: whether a project is listed and meets every set filter (its interest key worked out from the rate). */
export function projectMatches(p: ProjectRecord & { id?: number }, c: ProjectCriteria): boolean {
  return listingMatches(
    { ...p, id: p.id ?? Number.NaN, interestKey: interestKeyOf(p.tax_referential_client) },
    c,
  );
}
