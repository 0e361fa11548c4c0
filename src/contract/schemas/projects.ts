import { z } from 'zod';
import { defineCall } from '../call';
import { MAX_RATE_FILTER_PERCENT } from '../limits';
import * as endpoints from '../projects';
import { riesgoValues } from '../projects';
import {
  count,
  dateTime,
  decimal,
  emptyRequest,
  entityId,
  filterText,
  flag,
  idInput,
  listQueryFields,
  money,
  nullableText,
  pageInfo,
  requiredText,
} from './fields';
import { country } from './paises';

/* ----------------------------------------------- entities ----------------------------------------------- */

/** relevancia 1 to 3 (PROJ-10). */
export const relevancia = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Relevancia = z.infer<typeof relevancia>;

/**
 * ENT-05: a primary-market project. Amounts are money; rates and percentages (ganancia, interest, daily
 * percentage) are decimal strings; dias and tiemporemanente are whole days. Media links may be empty, null or
 * the text 'null' (INVEST-06).
 */
export const project = z.object({
  id: entityId,
  code: z.string(),
  name: z.string(),
  nrocontrato: z.string(),
  description: z.string(),
  imagen: nullableText,
  video: nullableText,
  file: nullableText,
  pdf_oferente: nullableText,
  brouchure: nullableText,
  tipo: z.string(),
  category: z.string(),
  category_id: entityId,
  country_iso: z.string(),
  issuer: z.string(),
  oferente: z.string(),
  oferente_id: entityId.nullable(),
  loan_type: z.string(),
  contract_type: z.string(),
  risk: z.string(),
  warranty: z.string(),
  status: z.string(),
  start_date: dateTime,
  end_date: dateTime,
  date_max_investment: dateTime,
  finished_date: dateTime.nullable(),
  approval_date: dateTime.nullable(),
  approved_by: nullableText,
  frequency_payment: z.string(),
  amount: money,
  amount_investment: money,
  amount_reserved: money,
  amount_proyecto: money,
  amount_invertido: money,
  disponible: money,
  disponiblewallet: money,
  percentage_investment: decimal,
  percentage_enable: decimal,
  ganancia: decimal,
  min_amount_start: money,
  quantity: count,
  total_inversores: count,
  fee_total_contract: decimal,
  tax_referential_client: decimal,
  tax_referential_panther: decimal,
  tax_price_cuota: decimal,
  delay_percentage: decimal,
  cuenta_negociador: nullableText,
  dias: count,
  tiemporemanente: count,
  porcentaje_diario: decimal,
  currency_code: z.string(),
  cantidad_parcelas_asociadas: count,
  parcelasasociadas: nullableText,
  relevancia,
  created_at: dateTime,
  created_by: nullableText,
  updated_at: dateTime,
  updated_by: nullableText,
  email_sent: flag,
});
export type Project = z.infer<typeof project>;

/** ENT-06: an offer of the secondary market. fecha_fin and dias_pendientes are null for 'Sin vencimiento'. */
export const secondaryOffer = z.object({
  offer_id: entityId,
  issuer: z.string(),
  code: z.string(),
  name: z.string(),
  country_iso: z.string(),
  tipo: z.string(),
  category: z.string(),
  risk: z.string(),
  warranty: z.string(),
  fee_total_contract: decimal,
  fecha_fin: dateTime.nullable(),
  dias_pendientes: count.nullable(),
  precioventa: money,
  ganancia: decimal,
  amount_proyecto: money,
  end_date: dateTime,
  tax_referential_client: decimal,
  monto: money,
});
export type SecondaryOffer = z.infer<typeof secondaryOffer>;

/** ENT-07: the detail fields the purchase modal reads; projects/secundario answers offers with them. */
export const secondaryOfferDetail = secondaryOffer.extend({
  precio_original: money,
  precio_original_2: money,
  rendimiento: money,
  rendimiento_2: money,
  rendimientofuturo: money,
  porcentaje_costo: decimal,
  porcentaje_diario: decimal,
  description: z.string(),
  imagen: nullableText,
  disponible: money,
  disponiblewallet: money,
  percentage_investment: decimal,
  percentage_enable: decimal,
  tiemporemanente: count,
});
export type SecondaryOfferDetail = z.infer<typeof secondaryOfferDetail>;

/** A parcel associated with a project's contract (projects/asociadas). */
export const parcel = z.object({
  id: entityId,
  nrocontrato: z.string(),
  name: z.string(),
  description: z.string(),
  amount: money,
});
export type Parcel = z.infer<typeof parcel>;

/** ENT-08: filter options. Countries are the country entity of the country list (id, iso, name). */
export const offerType = z.object({ id: entityId, tipo: z.string() });
export type OfferType = z.infer<typeof offerType>;
export const activity = z.object({ id: entityId, activity: z.string() });
export type Activity = z.infer<typeof activity>;
export const issuer = z.object({ issuer: z.string() });
export type Issuer = z.infer<typeof issuer>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

const invalid = (label: string) => `El campo ${label} no es válido`;

/**
 * The project filters (FILT-01, SRV-41) on top of the shared list query: pais (iso or id), tipo (offer type
 * id), emisor, riesgo, vencimiento ('1'..'4'), rango (0 to 20, 0 = no filter), actividad (activity id).
 * Every filter is optional and reads as '' when absent.
 */
export const projectQuery = z.object({
  ...listQueryFields,
  pais: filterText('pais'),
  tipo: filterText('tipo'),
  emisor: filterText('emisor'),
  riesgo: filterText('riesgo').pipe(z.enum(['', ...riesgoValues], { error: invalid('riesgo') })),
  rango: filterText('rango').refine(
    (v) => v === '' || (/^\d+(\.\d+)?$/.test(v) && Number(v) <= MAX_RATE_FILTER_PERCENT),
    {
      error: invalid('rango'),
    },
  ),
  actividad: filterText('actividad'),
});
export type ProjectQueryInput = z.input<typeof projectQuery>;

/** API-20 (SRV-04, SRV-41). A failure signs the client out. */
export const projectsListRequest = projectQuery;
export const projectsListResponse = z.object({ data: z.array(project), ...pageInfo });

/** API-21: every open primary project (dashboard carousel). */
export const allProjectsRequest = emptyRequest;
export const allProjectsResponse = z.object({ data: z.array(project), cantidad: count });

/** API-22 (SRV-04, SRV-26): open offers of other clients, with their detail fields. */
export const secondaryProjectsRequest = projectQuery;
export const secondaryProjectsResponse = z.object({ data: z.array(secondaryOfferDetail), ...pageInfo });

/** API-23: parcels of a contract; a failure is ignored by the client. */
export const associatedParcelsRequest = z.object({
  nrocontrato: requiredText('número de contrato', 'nrocontrato'),
});
export const associatedParcelsResponse = z.object({ data: z.array(parcel) });

/** API-24 (SRV-04): the caller's own projects as an issuer, paged like every list. */
export const ownProjectsRequest = z.object(listQueryFields);
export const ownProjectsResponse = z.object({ data: z.array(project), ...pageInfo });

/** API-25 (ENT-08). */
export const projectFilterOptionsRequest = emptyRequest;
export const projectFilterOptionsResponse = z.object({
  data: z.object({
    paises: z.array(country),
    tipo_oferta: z.array(offerType),
    emisor: z.array(issuer),
    actividad: z.array(activity),
  }),
});

/** API-26 (FILT-09). */
export const issuersByActivityRequest = z.object({ actividad_id: idInput('actividad') });
export const issuersByActivityResponse = z.object({ data: z.object({ emisor: z.array(issuer) }) });

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const projectsList = defineCall(endpoints.projectsList, {
  request: projectsListRequest,
  response: projectsListResponse,
});
export const allProjects = defineCall(endpoints.allProjects, {
  request: allProjectsRequest,
  response: allProjectsResponse,
});
export const secondaryProjects = defineCall(endpoints.secondaryProjects, {
  request: secondaryProjectsRequest,
  response: secondaryProjectsResponse,
});
export const associatedParcels = defineCall(endpoints.associatedParcels, {
  request: associatedParcelsRequest,
  response: associatedParcelsResponse,
});
export const ownProjects = defineCall(endpoints.ownProjects, {
  request: ownProjectsRequest,
  response: ownProjectsResponse,
});
export const projectFilterOptions = defineCall(endpoints.projectFilterOptions, {
  request: projectFilterOptionsRequest,
  response: projectFilterOptionsResponse,
});
export const issuersByActivity = defineCall(endpoints.issuersByActivity, {
  request: issuersByActivityRequest,
  response: issuersByActivityResponse,
});
