/**
 * DIV-01..DIV-04 (SRV-68): how the client's active investments are spread, pure. Every dimension groups the
 * same investments, so each one's amounts add up to the total and its shares to 100.00 exactly (the largest
 * remainders take the hundredths that rounding down leaves).
 */
import type {
  DiversificationAnswer,
  DiversificationGroup,
  DiversificationLeader,
} from '@/contract/schemas/diversification';
import { riesgoValues } from '@/contract/projects';
import { daysBetween } from './dates';
import { formatMicro } from './money';

/** An active investment with what its project says about it. */
export interface HeldPosition {
  amountMicro: number;
  endAt: number;
  project: {
    id: number;
    name: string;
    country_iso: string;
    category: string;
    risk: string;
    issuer: string;
  };
}

/**
 * SRV-68: the remaining-term buckets, in months of 30 platform days (SRV-44's month): whole days from today to
 * the end date, below 90, 90 to 179, 180 to 359, and 360 or more.
 */
export const TERM_BUCKETS = [
  { clave: 'menos-3', nombre: 'Menos de 3 meses', belowDays: 90 },
  { clave: '3-6', nombre: '3 a 6 meses', belowDays: 180 },
  { clave: '6-12', nombre: '6 a 12 meses', belowDays: 360 },
  { clave: 'mas-12', nombre: 'Más de 12 meses', belowDays: Infinity },
] as const;

export function termBucketOf(endAt: number, now: number): (typeof TERM_BUCKETS)[number] {
  const days = daysBetween(now, endAt);
  return TERM_BUCKETS.find((b) => days < b.belowDays)!;
}

/** Hundredths of a percent of each amount in the total, adding up to 10,000 (largest remainders). */
export function sharesOf(amounts: readonly number[]): number[] {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (total === 0) return amounts.map(() => 0);
  const scaled = amounts.map((a) => BigInt(a) * 10_000n);
  const floors = scaled.map((s) => Number(s / BigInt(total)));
  const remainders = scaled.map((s, i) => ({ i, r: s % BigInt(total) }));
  let left = 10_000 - floors.reduce((a, b) => a + b, 0);
  // Larger remainder first; on a tie, the earlier group (the larger amount, as groups are ordered).
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}

/** Hundredths of a percent as the answer writes a share: 3333 is '33.33'. */
export const formatShare = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

interface Bucket {
  clave: string;
  nombre: string;
  micro: number;
  count: number;
}

const byName = new Intl.Collator('es');

/** Groups the positions by key; order 'amount' is largest first (then by name), else the given key order. */
function groupBy(
  positions: readonly HeldPosition[],
  keyOf: (p: HeldPosition) => { clave: string; nombre: string },
  order: 'amount' | readonly string[],
): Bucket[] {
  const map = new Map<string, Bucket>();
  for (const p of positions) {
    const { clave, nombre } = keyOf(p);
    const b = map.get(clave) ?? { clave, nombre, micro: 0, count: 0 };
    b.micro += p.amountMicro;
    b.count += 1;
    map.set(clave, b);
  }
  const rank = (clave: string) => (order === 'amount' ? 0 : order.indexOf(clave) + 1 || order.length + 1);
  return [...map.values()].sort(
    (a, b) =>
      rank(a.clave) - rank(b.clave) ||
      (order === 'amount' ? b.micro - a.micro : 0) ||
      byName.compare(a.nombre, b.nombre),
  );
}

function present(buckets: readonly Bucket[]): DiversificationGroup[] {
  const shares = sharesOf(buckets.map((b) => b.micro));
  return buckets.map((b, i) => ({
    clave: b.clave,
    nombre: b.nombre,
    monto: formatMicro(b.micro),
    porcentaje: formatShare(shares[i]!),
    inversiones: b.count,
  }));
}

const leaderOf = (groups: readonly DiversificationGroup[]): DiversificationLeader | null => {
  const first = groups[0];
  return first ? { clave: first.clave, nombre: first.nombre, porcentaje: first.porcentaje } : null;
};

/**
 * DIV-01..DIV-03: the positions by country (its name from `countryNames`, the ISO code when unknown), category,
 * risk rating (in riesgoValues' order, an unknown rating last), issuer and remaining term at `now`, with the
 * largest issuer and the largest project.
 */
export function diversificationOf(
  positions: readonly HeldPosition[],
  countryNames: ReadonlyMap<string, string>,
  now: number,
): DiversificationAnswer {
  const total = positions.reduce((sum, p) => sum + p.amountMicro, 0);
  const emisor = present(
    groupBy(positions, (p) => ({ clave: p.project.issuer, nombre: p.project.issuer }), 'amount'),
  );
  const proyectos = present(
    groupBy(positions, (p) => ({ clave: String(p.project.id), nombre: p.project.name }), 'amount'),
  );
  return {
    total: formatMicro(total),
    inversiones: positions.length,
    pais: present(
      groupBy(
        positions,
        (p) => ({
          clave: p.project.country_iso,
          nombre: countryNames.get(p.project.country_iso) ?? p.project.country_iso,
        }),
        'amount',
      ),
    ),
    categoria: present(
      groupBy(positions, (p) => ({ clave: p.project.category, nombre: p.project.category }), 'amount'),
    ),
    riesgo: present(
      groupBy(positions, (p) => ({ clave: p.project.risk, nombre: p.project.risk }), riesgoValues),
    ),
    emisor,
    plazo: present(
      groupBy(
        positions,
        (p) => {
          const b = termBucketOf(p.endAt, now);
          return { clave: b.clave, nombre: b.nombre };
        },
        TERM_BUCKETS.map((b) => b.clave),
      ),
    ),
    mayor_emisor: leaderOf(emisor),
    mayor_proyecto: leaderOf(proyectos),
  };
}
