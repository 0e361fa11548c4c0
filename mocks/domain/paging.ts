/**
 * SRV-04: lists are answered one page at a time. The page size is 10; total_pages is at least 1, so an empty
 * list answers page 1 of 1; a page past the end answers the last page.
 */
export const PAGE_SIZE = 10;

export interface PageWindow {
  page: number;
  totalPages: number;
  /** Rows before the page, counted from the first row of the list's order. */
  skip: number;
  size: number;
}

export function pageWindow(total: number, requested: number, size = PAGE_SIZE): PageWindow {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Total no válido: ${total}`);
  if (!Number.isSafeInteger(size) || size < 1) throw new RangeError(`Tamaño de página no válido: ${size}`);
  const totalPages = Math.max(1, Math.ceil(total / size));
  const page = Number.isSafeInteger(requested) ? Math.min(Math.max(1, requested), totalPages) : 1;
  return { page, totalPages, skip: (page - 1) * size, size };
}
