import { z } from 'zod';
import {
  FIELD_LIMITS,
  MAX_UPLOAD_BYTES,
  TEXT_LIMITS,
  fileTooLargeMessage,
  tooLongMessage,
  type LimitedField,
} from '../field-limits';
import { approvalStatuses, usdtNetworks } from '../options';

/**
 * Field helpers shared by the request schemas. Every refusal names the field in Spanish so the server can
 * answer with a readable message without per-call code.
 */
/**
 * SRV-54: required text of at most `max` characters (a field name of FIELD_LIMITS or a number), refused
 * naming the field when it is missing, blank or too long.
 */
export const requiredText = (label: string, max: LimitedField | number) => {
  const limit = typeof max === 'number' ? max : FIELD_LIMITS[max];
  return z
    .string({ error: `El campo ${label} es requerido` })
    .trim()
    .min(1, { error: `El campo ${label} es requerido` })
    .max(limit, { error: tooLongMessage(label, limit) });
};

/** An amount as the client sends it: a decimal string or a number; the domain parses it exactly. */
export const amountInput = (label: string) =>
  z.union([z.string(), z.number()], { error: `El campo ${label} es requerido` }).transform((v) => String(v));

/** Money as the server answers it: a decimal string with two decimals ("1059.94"). */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** Dates as the server answers them: 'YYYY-MM-DD HH:mm:ss' in the platform's local time. */
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/);

export const emptyRequest = z.object({}).passthrough();

/* ---------------------------------------------------------------------------------------------------------
 * Shared by the account, market and money contracts.
 * ------------------------------------------------------------------------------------------------------- */

/** A rate or percentage as the server answers it: a decimal string ("12", "0.0333", "-1.5"). */
export const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** Ids as the server answers them. */
export const entityId = z.number().int().positive();

/** Counts (cantidad, total_inversores, days) as the server answers them. */
export const count = z.number().int().nonnegative();

/** A 0/1 flag as the server answers it (active, mercado_secundario, vender, email_sent). */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** Free text the server may not have (fields that do not apply to a record's kind). */
export const nullableText = z.string().nullable();

/** The success body of a write call (SRV-02, SRV-03). */
export const messageResponse = z
  .object({
    message: z.string().min(1).describe('El resultado de la operación, en español, para mostrarlo tal cual'),
  })
  .meta({
    id: 'Mensaje',
    description: 'SRV-02, SRV-03: la respuesta de una escritura que solo informa su resultado.',
  });

/** Paging of a list answer (SRV-04): page and total_pages are at least 1, cantidad is the full count. */
export const pageInfo = {
  cantidad: count,
  page: z.number().int().min(1),
  total_pages: z.number().int().min(1),
};

/** Status of a deposit or a withdrawal (SRV-29, SRV-35). */
export const approvalStatus = z.enum(approvalStatuses);

/** USDT networks (BENEF-20); also those of the deposit addresses. */
export const usdtNetwork = z.enum(usdtNetworks);

const invalid = (label: string) => `El campo ${label} no es válido`;
const required = (label: string) => `El campo ${label} es requerido`;

/**
 * Optional text of at most `max` characters (SRV-54), '' when absent, refusing a non-string or a longer value
 * with a message that names the field.
 */
export const optionalString = (label: string, max: LimitedField | number) => {
  const limit = typeof max === 'number' ? max : FIELD_LIMITS[max];
  return z
    .string({ error: invalid(label) })
    .trim()
    .max(limit, { error: tooLongMessage(label, limit) })
    .optional()
    .default('');
};

/**
 * An id as the client sends it: a positive integer, as the server answers every id (a numeric string is
 * refused, so the published contract and the parser agree). Missing, null or '' reads as not sent.
 */
export const idInput = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? required(label)
          : invalid(label),
    })
    .int({ error: invalid(label) })
    .positive({ error: invalid(label) });

/** An optional id: a positive integer, or null (or nothing) when none was chosen. */
export const optionalIdInput = (label: string) =>
  z
    .number({ error: invalid(label) })
    .int({ error: invalid(label) })
    .positive({ error: invalid(label) })
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A calendar date as the client sends it: 'YYYY-MM-DD', a day that exists ('2023-02-30' is refused). */
export const dateInput = (label: string) =>
  requiredText(label, TEXT_LIMITS.date).pipe(z.iso.date({ error: invalid(label) }));

/** An optional calendar date: '' (or nothing) or a date as dateInput reads it. */
export const optionalDateInput = (label: string) =>
  optionalString(label, TEXT_LIMITS.date).pipe(
    z.union([z.literal(''), z.iso.date()], { error: `El campo ${label} no es válido` }),
  );

/** An e-mail address of at most 254 characters (SRV-54). */
export const emailInput = (label = 'correo electrónico') =>
  requiredText(label, 'email').pipe(z.email({ error: 'El correo electrónico no es válido' }));

const INVALID_PAGE = 'El número de página no es válido';

/**
 * A page number as the client sends it: a whole number, or its digits as text (1 when absent). Only those two
 * are read as numbers: true or [2] are refused, not read as pages 1 and 2.
 */
export const pageInput = z
  .union(
    [
      z.int({ error: INVALID_PAGE }).min(1, { error: INVALID_PAGE }),
      z.string().regex(/^\d+$/, { error: INVALID_PAGE }),
    ],
    { error: INVALID_PAGE },
  )
  .pipe(z.coerce.number<number | string>().int({ error: INVALID_PAGE }).min(1, { error: INVALID_PAGE }))
  .default(1);

/** A list filter: a string or a number, read as trimmed text; absent or null reads as ''. */
export const filterText = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: invalid(label) })
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .refine((v) => v.length <= TEXT_LIMITS.filter, { error: tooLongMessage(label, TEXT_LIMITS.filter) });

/** Expiry filter (FILT-06, INV-14): '' (none), '1' today, '2' next 7 days, '3' next 30, '4' next 360. */
export const vencimientoFilter = filterText('vencimiento').pipe(
  z.enum(['', '1', '2', '3', '4'], { error: invalid('vencimiento') }),
);

/** The list query shared by investments, sold investments, offers and own projects (p1 §3). */
export const listQueryFields = {
  proyecto: filterText('proyecto').describe('Proyecto (id de las opciones del filtro)'),
  vencimiento: vencimientoFilter.describe("Vencimiento: '1' hoy, '2' 7 días, '3' 30 días, '4' 360 días"),
  monto: filterText('monto')
    .refine((v) => v === '' || /^\d+(\.\d+)?$/.test(v), { error: invalid('monto') })
    .describe('Monto mínimo'),
  page: pageInput.describe('Número de página, desde 1'),
};
export const listQuery = z.object(listQueryFields).meta({
  id: 'ConsultaDeLista',
  description: "La consulta de las listas paginadas (p1 §3); todos opcionales, '' o ausente es sin filtro.",
});

/**
 * A file of a multipart payload. Checked by shape, not `instanceof Blob`: test runners and browsers may
 * hand over a File from another realm.
 */
export const fileUpload = (label: string) =>
  z
    .custom<Blob>(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        typeof (v as Blob).size === 'number' &&
        typeof (v as Blob).arrayBuffer === 'function',
      { error: `El archivo ${label} es requerido` },
    )
    .refine((f) => f.size > 0, { error: `El archivo ${label} está vacío` })
    .refine((f) => f.size <= MAX_UPLOAD_BYTES, { error: fileTooLargeMessage(label) });
