import { FIELD_LIMITS } from '@/contract/field-limits';

/**
 * The one way the server declines a request for a reason the client must read (bad input, a rule, no
 * session): a Refusal carries the HTTP status and the Spanish message. Domain rules throw it; thrown anywhere
 * inside a request's transaction it rolls the transaction back, so a refused request changes nothing, and the
 * middleware (http/route.ts) answers it with the documented error body, whose `message` and `data.message`
 * both carry the text (SRV-02).
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new Refusal(401, message);
export const forbidden = (message: string) => new Refusal(403, message);
export const notFound = (message: string) => new Refusal(404, message);
export const conflict = (message: string) => new Refusal(409, message);
export const invalid = (message: string) => new Refusal(422, message);

/** The value a rule needs, or its 404 when the store found nothing (or nothing of the caller's). */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}

/** Shared wording of field refusals. */
export const fieldMessages = {
  unknownCountry: 'El país seleccionado no existe',
  notValid: (label: string) => `El campo ${label} no es válido`,
  tooLong: (label: string, max: number) => `El campo ${label} no puede superar ${max} caracteres`,
} as const;

/** Refuses (422) the first of `fields` longer than `max` characters, named by its label (or its key). */
export function checkTextLengths(
  fields: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
  max: number,
): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value.length > max) throw invalid(fieldMessages.tooLong(labels[key] ?? key, max));
  }
}

/**
 * SRV-54: refuses (422) the first of `fields` longer than its contract limit (FIELD_LIMITS), named by its
 * label (or its key). Fields without a limit there are not checked here.
 */
export function checkFieldLimits(
  fields: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
): void {
  for (const [key, value] of Object.entries(fields)) {
    const max = (FIELD_LIMITS as Readonly<Record<string, number>>)[key];
    if (max !== undefined && value.length > max)
      throw invalid(fieldMessages.tooLong(labels[key] ?? key, max));
  }
}

/** Refuses (422) a country id the store does not know. */
export function checkCountryKnown(known: boolean): void {
  if (!known) throw invalid(fieldMessages.unknownCountry);
}

/** A record id from a path parameter: a positive integer, or the refusal (422) with `message`. */
export function pathId(text: string, message: string): number {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  if (id <= 0) throw invalid(message);
  return id;
}
