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
  listQuery,
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
export const project = z
  .object({
    id: entityId.describe('Identificador del proyecto'),
    code: z.string().describe('Código del proyecto'),
    name: z.string().describe('Nombre del proyecto'),
    nrocontrato: z.string().describe('Número de contrato, con el que se piden sus parcelas (API-23)'),
    description: z.string().describe('Descripción del proyecto'),
    imagen: nullableText.describe('Imagen: una ruta del sitio o una dirección https; null si no tiene'),
    video: nullableText.describe('Video del proyecto; vacío, null o el texto null si no tiene'),
    file: nullableText.describe('Contrato del proyecto; vacío, null o el texto null si no tiene'),
    pdf_oferente: nullableText.describe(
      "Documento 'Datos de oferta' del emisor; vacío, null o el texto null si no tiene",
    ),
    brouchure: nullableText.describe("Documento 'Catálogo'; vacío, null o el texto null si no tiene"),
    tipo: z.string().describe('Tipo de oferta'),
    category: z.string().describe('Categoría'),
    category_id: entityId.describe('Identificador de la categoría'),
    country_iso: z.string().describe('País del proyecto, código ISO de dos letras'),
    issuer: z.string().describe('Emisor del proyecto'),
    oferente: z.string().describe('Emisor del proyecto (el mismo valor que issuer)'),
    oferente_id: entityId.nullable().describe('Cliente emisor, cuando el emisor es un cliente; null si no'),
    loan_type: z.string().describe('Tipo de préstamo'),
    contract_type: z.string().describe('Tipo de contrato'),
    risk: z.string().describe('Clasificación de riesgo (A++, A+, A, Bajo, Medio, Alto)'),
    warranty: z.string().describe('Garantía'),
    status: z.string().describe('Estado del proyecto'),
    start_date: dateTime.describe('Inicio del proyecto'),
    end_date: dateTime.describe('Vencimiento del proyecto, cuando devuelve el capital'),
    date_max_investment: dateTime.describe('Último momento en que admite inversiones'),
    finished_date: dateTime.nullable().describe('Fecha de cierre; null mientras no cierra'),
    approval_date: dateTime.nullable().describe('Fecha de aprobación del proyecto'),
    approved_by: nullableText.describe('Quién lo aprobó; null si no consta'),
    frequency_payment: z
      .string()
      .describe('Frecuencia de pago de intereses (mensual, trimestral o al vencimiento)'),
    amount: money.describe('Monto total del proyecto'),
    amount_investment: money.describe('Monto ya invertido'),
    amount_reserved: money.describe('Monto reservado'),
    amount_proyecto: money.describe('Monto total del proyecto (el mismo valor que amount)'),
    amount_invertido: money.describe('Monto ya invertido (el mismo valor que amount_investment)'),
    disponible: money.describe('Lo que aún admite: monto menos invertido menos reservado'),
    disponiblewallet: money.describe('El saldo disponible del cliente que consulta'),
    percentage_investment: decimal.describe('Porcentaje del monto ya invertido'),
    percentage_enable: decimal.describe('Porcentaje del monto aún disponible'),
    ganancia: decimal.describe('Ganancia que queda hasta el vencimiento, en porcentaje'),
    min_amount_start: money.describe('Inversión mínima: 50, o lo disponible si es menos'),
    quantity: count.describe('Cantidad de parcelas asociadas'),
    total_inversores: count.describe('Cantidad de inversores'),
    fee_total_contract: decimal.describe('Rendimiento total del contrato, en porcentaje'),
    tax_referential_client: decimal.describe('Interés anual para el inversor, en porcentaje'),
    tax_referential_panther: decimal.describe('Tasa referencial de la plataforma, en porcentaje'),
    tax_price_cuota: decimal.describe('Tasa del precio de la cuota, en porcentaje'),
    delay_percentage: decimal.describe('Porcentaje de mora'),
    cuenta_negociador: nullableText.describe('Cuenta del negociador; null si no tiene'),
    dias: count.describe('Días totales del contrato'),
    tiemporemanente: count.describe('Días que faltan para el vencimiento'),
    porcentaje_diario: decimal.describe('Rendimiento diario, en porcentaje'),
    currency_code: z.string().describe('Moneda del proyecto'),
    cantidad_parcelas_asociadas: count.describe('Cantidad de parcelas asociadas al contrato'),
    parcelasasociadas: nullableText.describe(
      'Nombres de las parcelas asociadas, separados por comas; null si ninguna',
    ),
    relevancia: relevancia.describe('Relevancia: 1 destacada, 2 media, 3 estándar'),
    created_at: dateTime.describe('Fecha de alta del proyecto'),
    created_by: nullableText.describe('Quién lo dio de alta; null si no consta'),
    updated_at: dateTime.describe('Fecha de la última modificación'),
    updated_by: nullableText.describe('Quién lo modificó por última vez; null si no consta'),
    email_sent: flag.describe('1 si se envió el aviso por correo del proyecto'),
  })
  .meta({
    id: 'Proyecto',
    description:
      'ENT-05: un proyecto del mercado primario. Los montos son dinero con dos decimales; las tasas y ' +
      'porcentajes, decimales en texto; los plazos, días enteros. Las cifras de inversión son las del mundo del ' +
      'cliente (demostración o real, SRV-50).',
  });
export type Project = z.infer<typeof project>;

/** ENT-06: an offer of the secondary market. fecha_fin and dias_pendientes are null for 'Sin vencimiento'. */
export const secondaryOffer = z.object({
  offer_id: entityId.describe('Identificador de la oferta, el que compra API-28'),
  issuer: z.string().describe('Emisor del proyecto'),
  code: z.string().describe('Código del proyecto'),
  name: z.string().describe('Nombre del proyecto'),
  country_iso: z.string().describe('País del proyecto, código ISO de dos letras'),
  tipo: z.string().describe('Tipo de oferta del proyecto'),
  category: z.string().describe('Categoría del proyecto'),
  risk: z.string().describe('Clasificación de riesgo del proyecto'),
  warranty: z.string().describe('Garantía del proyecto'),
  fee_total_contract: decimal.describe('Rendimiento total del contrato, en porcentaje'),
  fecha_fin: dateTime.nullable().describe("Fin de la venta; null para 'Sin vencimiento'"),
  dias_pendientes: count
    .nullable()
    .describe("Días que faltan para el fin de la venta; null para 'Sin vencimiento'"),
  precioventa: money.describe('Precio de venta de la oferta'),
  ganancia: decimal.describe('Ganancia que queda hasta el vencimiento del proyecto, en porcentaje'),
  amount_proyecto: money.describe('Monto total del proyecto'),
  end_date: dateTime.describe('Vencimiento del proyecto'),
  tax_referential_client: decimal.describe('Interés anual para el inversor, en porcentaje'),
  monto: money.describe('Monto original de la inversión ofertada'),
});
export type SecondaryOffer = z.infer<typeof secondaryOffer>;

/** ENT-07: the detail fields the purchase modal reads; projects/secundario answers offers with them. */
export const secondaryOfferDetail = secondaryOffer
  .extend({
    precio_original: money.describe('Monto original de la inversión'),
    precio_original_2: money.describe('Monto original de la inversión (el mismo valor)'),
    rendimiento: money.describe('Rendimiento ganado hasta hoy'),
    rendimiento_2: money.describe('Rendimiento ganado hasta hoy (el mismo valor)'),
    rendimientofuturo: money.describe('Rendimiento que queda hasta el vencimiento'),
    porcentaje_costo: decimal.describe('Porcentaje del valor al que se vende'),
    porcentaje_diario: decimal.describe('Rendimiento diario del proyecto, en porcentaje'),
    description: z.string().describe('Descripción del proyecto'),
    imagen: nullableText.describe('Imagen del proyecto; null si no tiene'),
    disponible: money.describe('Lo que aún admite el proyecto en el mercado primario'),
    disponiblewallet: money.describe('El saldo disponible del cliente que consulta'),
    percentage_investment: decimal.describe('Porcentaje del proyecto ya invertido'),
    percentage_enable: decimal.describe('Porcentaje del proyecto aún disponible'),
    tiemporemanente: count.describe('Días que faltan para el vencimiento del proyecto'),
  })
  .meta({
    id: 'OfertaSecundaria',
    description:
      'ENT-06, ENT-07: una oferta abierta del mercado secundario con los datos que lee el modal de compra; ' +
      "fecha_fin y dias_pendientes son null para 'Sin vencimiento'.",
  });
export type SecondaryOfferDetail = z.infer<typeof secondaryOfferDetail>;

/** A parcel associated with a project's contract (projects/asociadas). */
export const parcel = z
  .object({
    id: entityId.describe('Identificador de la parcela'),
    nrocontrato: z.string().describe('Número de contrato al que pertenece'),
    name: z.string().describe('Nombre de la parcela'),
    description: z.string().describe('Descripción de la parcela'),
    amount: money.describe('Monto de la parcela'),
  })
  .meta({ id: 'Parcela', description: 'API-23: una parcela asociada al contrato de un proyecto.' });
export type Parcel = z.infer<typeof parcel>;

/** ENT-08: filter options. Countries are the country entity of the country list (id, iso, name). */
export const offerType = z
  .object({
    id: entityId.describe('Identificador del tipo de oferta, el valor del filtro tipo'),
    tipo: z.string().describe('Nombre del tipo de oferta'),
  })
  .meta({ id: 'TipoDeOferta', description: 'ENT-08: un tipo de oferta, opción del filtro tipo.' });
export type OfferType = z.infer<typeof offerType>;
export const activity = z
  .object({
    id: entityId.describe('Identificador de la actividad, el valor de actividad y de actividad_id'),
    activity: z.string().describe('Nombre de la actividad'),
  })
  .meta({ id: 'Actividad', description: 'ENT-08: una actividad económica, opción del filtro actividad.' });
export type Activity = z.infer<typeof activity>;
export const issuer = z
  .object({ issuer: z.string().describe('Nombre del emisor, el valor del filtro emisor') })
  .meta({ id: 'Emisor', description: 'ENT-08: un emisor, opción del filtro emisor.' });
export type Issuer = z.infer<typeof issuer>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

const invalid = (label: string) => `El campo ${label} no es válido`;

/**
 * The project filters (FILT-01, SRV-41) on top of the shared list query: pais (iso or id), tipo (offer type
 * id), emisor, riesgo, vencimiento ('1'..'4'), rango (0 to 20, 0 = no filter), actividad (activity id).
 * Every filter is optional and reads as '' when absent.
 */
export const projectQuery = z
  .object({
    ...listQueryFields,
    pais: filterText('pais').describe('País: código ISO o id de la lista de países'),
    tipo: filterText('tipo').describe('Tipo de oferta (id de API-25)'),
    emisor: filterText('emisor').describe('Emisor, por su nombre'),
    riesgo: filterText('riesgo')
      .pipe(z.enum(['', ...riesgoValues], { error: invalid('riesgo') }))
      .describe('Clasificación de riesgo'),
    rango: filterText('rango')
      .refine((v) => v === '' || (/^\d+(\.\d+)?$/.test(v) && Number(v) <= MAX_RATE_FILTER_PERCENT), {
        error: invalid('rango'),
      })
      .describe('Interés anual mínimo, de 0 a 20 (0: sin filtro)'),
    actividad: filterText('actividad').describe('Actividad (id de API-25)'),
  })
  .meta({
    id: 'FiltrosDeProyectos',
    description:
      "FILT-01, SRV-41: los filtros de los mercados y la página; todos opcionales, '' o ausente es sin filtro.",
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
export const ownProjectsRequest = listQuery;
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
