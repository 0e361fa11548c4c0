import { z } from 'zod';

/**
 * Field helpers shared by the request schemas. Every refusal names the field in Spanish so the server can
 * answer with a readable message without per-call code.
 */
export const requiredText = (label: string) =>
  z
    .string({ error: `El campo ${label} es requerido` })
    .trim()
    .min(1, { error: `El campo ${label} es requerido` });

export const optionalText = () => z.string().trim().optional().default('');

/** An amount as the client sends it: a decimal string or a number; the domain parses it exactly. */
export const amountInput = (label: string) =>
  z.union([z.string(), z.number()], { error: `El campo ${label} es requerido` }).transform((v) => String(v));

/** Money as the server answers it: a decimal string with two decimals ("1059.94"). */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** Dates as the server answers them: 'YYYY-MM-DD HH:mm:ss' in the platform's local time. */
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/);

export const emptyRequest = z.object({}).passthrough();
