/**
 * Dates the Spanish way (GEN-01), in the platform's time zone whatever the browser's: a day 'DD/MM/YYYY'
 * (CARD-13), a date-time 'DD/MM/YYYY HH:mm', and a long date with the month's name (CARD-17). The server
 * writes dates as 'YYYY-MM-DD HH:mm:ss' in platform time; Date objects and epoch milliseconds are instants.
 * The platform's zone keeps one offset all year (contract/platform-time.ts), so an instant's fields are
 * arithmetic on that offset, as reading a server date is: no Intl formatter, whose first creation with a time
 * zone costs a client screen's first render about 10 ms of a phone's CPU. A missing value shows nothing; a
 * string that is not a date shows as it came.
 */
import { PLATFORM_UTC_OFFSET_MS } from '@/contract/platform-time';

/** A server date string, a Date or epoch milliseconds. */
export type DateInput = string | number | Date | null | undefined;

const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A server date string read as the instant it names in platform time, and whether it carried a time. */
export function parseServerDate(text: string): { ms: number; hasTime: boolean } | null {
  const m = SERVER_DATE.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const local = Date.UTC(year!, month! - 1, day, hours, minutes, seconds);
  const check = new Date(local);
  // Refuse what Date.UTC would roll over ('2026-02-30', '24:00', ':60').
  const rolled =
    check.getUTCDate() !== day ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCHours() !== hours ||
    check.getUTCMinutes() !== minutes ||
    check.getUTCSeconds() !== seconds;
  if (rolled) return null;
  return { ms: local - PLATFORM_UTC_OFFSET_MS, hasTime: m[4] !== undefined };
}

/** True for a string the server's date format can be read from. */
export function isServerDate(value: unknown): value is string {
  return typeof value === 'string' && parseServerDate(value) !== null;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The date and time fields of an instant in platform time, as the digits a Spanish date shows. */
function fieldsOf(ms: number) {
  const local = new Date(ms + PLATFORM_UTC_OFFSET_MS);
  return {
    day: twoDigits(local.getUTCDate()),
    month: twoDigits(local.getUTCMonth() + 1),
    year: String(local.getUTCFullYear()),
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  };
}

type Read = { ms: number; hasTime: boolean } | { text: string } | null;

function read(value: DateInput): Read {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return parseServerDate(value) ?? { text: value };
  const ms = value instanceof Date ? value.getTime() : value;
  return Number.isFinite(ms) ? { ms, hasTime: true } : null;
}

/** GEN-01, CARD-13: the day only, 'DD/MM/YYYY': formatDay('2026-03-07 23:59:59') is '07/03/2026'. */
export function formatDay(value: DateInput): string {
  const r = read(value);
  if (!r || 'text' in r) return r?.text ?? '';
  const f = fieldsOf(r.ms);
  return `${f.day}/${f.month}/${f.year}`;
}

/**
 * GEN-01: 'DD/MM/YYYY HH:mm': formatDateTime('2026-11-22 07:00:00') is '22/11/2026 07:00'. A server date
 * without a time shows the day only.
 */
export function formatDateTime(value: DateInput): string {
  const r = read(value);
  if (!r || 'text' in r) return r?.text ?? '';
  const f = fieldsOf(r.ms);
  const day = `${f.day}/${f.month}/${f.year}`;
  return r.hasTime ? `${day} ${f.time}` : day;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** CARD-17: the Spanish name of a month, 1 to 12: monthName(11) is 'noviembre'. Out of range, nothing. */
export function monthName(month: number): string {
  return (Number.isInteger(month) && MONTHS[month - 1]) || '';
}

/**
 * CARD-17: the day with the month's name, and the time when there is one:
 * formatLongDateTime('2026-11-20 14:05:09') is '20 de noviembre de 2026, 14:05'.
 */
export function formatLongDateTime(value: DateInput): string {
  const r = read(value);
  if (!r || 'text' in r) return r?.text ?? '';
  const f = fieldsOf(r.ms);
  const day = `${Number(f.day)} de ${monthName(Number(f.month))} de ${f.year}`;
  return r.hasTime ? `${day}, ${f.time}` : day;
}
