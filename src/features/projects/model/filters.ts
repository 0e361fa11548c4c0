import { MAX_RATE_FILTER_PERCENT } from '@/contract/limits';
import type { ProjectQueryInput } from '@/contract/projects';

/** FILT-01: the filter set of both markets, as the form holds it ('' = not set; rango 0 = not set). */
export interface ProjectFilters {
  pais: string;
  tipo: string;
  emisor: string;
  riesgo: string;
  vencimiento: string;
  rango: number;
  actividad: string;
}

export const noFilters: ProjectFilters = {
  pais: '',
  tipo: '',
  emisor: '',
  riesgo: '',
  vencimiento: '',
  rango: 0,
  actividad: '',
};

/** FILT-07: the interest slider's range, in percent. */
export const RANGO_MIN = 0;
export const RANGO_MAX = MAX_RATE_FILTER_PERCENT;

/** PROJ-27: whether any filter is set (the empty list then reads 'No se encontró ningún producto'). */
export function hasFilters(f: ProjectFilters): boolean {
  return (
    f.pais !== '' ||
    f.tipo !== '' ||
    f.emisor !== '' ||
    f.riesgo !== '' ||
    f.vencimiento !== '' ||
    f.rango > 0 ||
    f.actividad !== ''
  );
}

/** FILT-10, FILT-11: the payload of projects and projects/secundario: every filter and the page. */
export function toQuery(f: ProjectFilters, page: number): ProjectQueryInput & { page: number } {
  return {
    pais: f.pais,
    tipo: f.tipo,
    emisor: f.emisor,
    riesgo: f.riesgo,
    vencimiento: f.vencimiento,
    rango: String(f.rango),
    actividad: f.actividad,
    page,
  };
}

/** FILT-08, FILT-09: choosing another actividad (or none) clears the emisor, whose options depend on it. */
export function withActividad(f: ProjectFilters, actividad: string): ProjectFilters {
  return { ...f, actividad, emisor: actividad === f.actividad ? f.emisor : '' };
}

/** The header columns of the primary listing (PROJ-11), by key. */
export type ColumnKey =
  | 'pais'
  | 'descripcion'
  | 'codigo'
  | 'categoria'
  | 'parcelas'
  | 'clasificacion'
  | 'garantia'
  | 'interes'
  | 'vencimiento'
  | 'monto'
  | 'ganancia'
  | 'disponibilidad'
  | 'participantes';

export const columnOrder: readonly ColumnKey[] = [
  'pais',
  'descripcion',
  'codigo',
  'categoria',
  'parcelas',
  'clasificacion',
  'garantia',
  'interes',
  'vencimiento',
  'monto',
  'ganancia',
  'disponibilidad',
  'participantes',
];

/**
 * PROJ-13..17: the columns highlighted by the filters that are set: pais -> País, tipo -> Categoría,
 * riesgo -> Clasificación, rango -> Interés, vencimiento -> Vencimiento.
 */
export function highlightedColumns(f: ProjectFilters): ReadonlySet<ColumnKey> {
  const on = new Set<ColumnKey>();
  if (f.pais !== '') on.add('pais');
  if (f.tipo !== '') on.add('categoria');
  if (f.riesgo !== '') on.add('clasificacion');
  if (f.rango > 0) on.add('interes');
  if (f.vencimiento !== '') on.add('vencimiento');
  return on;
}
