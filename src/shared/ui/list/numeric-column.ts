import type { ReactNode } from 'react';
import type { Column } from './responsive-table';

/**
 * A right-aligned column of amounts or rates; a sum of the list's totals (amount, yield, balance) shows in
 * its footer, and without one the footer cell stays empty.
 */
export function numericColumn<T>(
  key: string,
  header: string,
  cell: (row: T) => ReactNode,
  total?: ReactNode,
): Column<T> {
  return { key, header, numeric: true, cell, ...(total !== undefined && { total }) };
}
