import type { Project } from '@/contract/projects';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { offersStrings } from '../strings';
import type { Column } from '@/shared/ui/list/responsive-table';

/**
 * MYPROJ-01: code, country, type, category, issuer, name, risk, guarantee, interest %, expiry, amount,
 * period gain %, availability and participants, in that order; the name names the row and the phone card.
 */
export function projectColumns(currency: string): Column<Project>[] {
  const c = offersStrings.projects.columns;
  const money = (value: string) => formatAmount(value, currency);
  return [
    { key: 'code', header: c.code, cell: (r) => r.code },
    { key: 'country', header: c.country, cell: (r) => r.country_iso },
    { key: 'type', header: c.type, cell: (r) => r.tipo },
    { key: 'category', header: c.category, cell: (r) => r.category },
    { key: 'issuer', header: c.issuer, cell: (r) => r.issuer },
    { key: 'name', header: c.name, cell: (r) => r.name },
    { key: 'risk', header: c.risk, cell: (r) => r.risk },
    { key: 'warranty', header: c.warranty, cell: (r) => r.warranty },
    { key: 'interest', header: c.interest, numeric: true, cell: (r) => formatRate(r.tax_referential_client) },
    { key: 'expiry', header: c.expiry, cell: (r) => formatDay(r.end_date) },
    { key: 'amount', header: c.amount, numeric: true, cell: (r) => money(r.amount) },
    { key: 'gain', header: c.gain, numeric: true, cell: (r) => formatRate(r.ganancia) },
    { key: 'available', header: c.available, numeric: true, cell: (r) => money(r.disponible) },
    { key: 'participants', header: c.participants, numeric: true, cell: (r) => String(r.total_inversores) },
  ];
}
