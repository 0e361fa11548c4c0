/** PROJ-21: the pager's text. total_pages is at least 1 (SRV-04). */
export function pageText(page: number, totalPages: number): string {
  return `Página ${page} de ${Math.max(1, totalPages)}`;
}

/** PROJ-22: 'Anterior' works from page 2 on. */
export const canGoPrevious = (page: number) => page > 1;

/** PROJ-23: 'Siguiente' works before the last page. */
export const canGoNext = (page: number, totalPages: number) => page < totalPages;

/** PROJ-24: each step moves exactly one page, never outside 1..totalPages. */
export function stepPage(page: number, step: -1 | 1, totalPages: number): number {
  return Math.min(Math.max(1, totalPages), Math.max(1, page + step));
}
