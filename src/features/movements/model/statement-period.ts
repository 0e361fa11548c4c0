/**
 * STMT-13: the statement's period. Days are 'YYYY-MM-DD' in the platform's time zone; the presets are the
 * calendar's month and year of the platform's today and the ones before them.
 */

export type StatementPreset = 'este-mes' | 'mes-anterior' | 'este-anio' | 'anio-anterior';
export const statementPresets = ['este-mes', 'mes-anterior', 'este-anio', 'anio-anterior'] as const;

export interface Period {
  desde: string;
  hasta: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** The last day of a month (1..12). */
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period a preset names, from the platform's today ('YYYY-MM-DD'). */
export function presetPeriod(preset: StatementPreset, today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'este-mes':
      return { desde: ymd(year, month, 1), hasta: ymd(year, month, lastDay(year, month)) };
    case 'mes-anterior': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { desde: ymd(y, m, 1), hasta: ymd(y, m, lastDay(y, m)) };
    }
    case 'este-anio':
      return { desde: ymd(year, 1, 1), hasta: ymd(year, 12, 31) };
    case 'anio-anterior':
      return { desde: ymd(year - 1, 1, 1), hasta: ymd(year - 1, 12, 31) };
  }
}

/** A real calendar day written 'YYYY-MM-DD'. */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The period the URL holds, or this month when it holds none that the calendar can read. */
export function periodOf(search: { desde?: string; hasta?: string }, today: string): Period {
  return isDay(search.desde) && isDay(search.hasta)
    ? { desde: search.desde, hasta: search.hasta }
    : presetPeriod('este-mes', today);
}

/** The preset a period is, if any (the picker marks it). */
export function presetOf(period: Period, today: string): StatementPreset | null {
  return (
    statementPresets.find((p) => {
      const q = presetPeriod(p, today);
      return q.desde === period.desde && q.hasta === period.hasta;
    }) ?? null
  );
}

/** The file name of the statement's exports: 'estado-de-cuenta-2026-11-01-a-2026-11-30.pdf'. */
export const statementFileName = (period: Period, extension: 'pdf' | 'xlsx' | 'csv') =>
  `estado-de-cuenta-${period.desde}-a-${period.hasta}.${extension}`;

/** The tax summary's file name: 'resumen-fiscal-2026.csv'. */
export const taxFileName = (anio: number, extension: 'pdf' | 'csv') => `resumen-fiscal-${anio}.${extension}`;
