import type { Project } from '@/contract/projects';
import { formatMinorUnits, toMinorUnits } from '@/shared/format/money';

export interface DistributionSlice {
  key: 'invested' | 'available';
  /** The share as a number, for the chart. */
  value: number;
  /** The share with up to 2 decimals, '%' appended ('37.5%'). */
  percent: string;
  /** The amount with 2 decimals and thousand separators. */
  amount: string;
}

const percentText = (value: string) => {
  const n = Number(value);
  return Number.isFinite(n) ? `${String(Math.round(n * 100) / 100)}%` : `${value}%`;
};

/**
 * INVEST-07: the invested share (percentage_investment, amount_invertido) and the available share
 * (percentage_enable, disponible) of a project.
 */
export function distributionOf(p: Project): [DistributionSlice, DistributionSlice] {
  return [
    {
      key: 'invested',
      value: Number(p.percentage_investment) || 0,
      percent: percentText(p.percentage_investment),
      amount: formatMinorUnits(toMinorUnits(p.amount_invertido, 2)),
    },
    {
      key: 'available',
      value: Number(p.percentage_enable) || 0,
      percent: percentText(p.percentage_enable),
      amount: formatMinorUnits(toMinorUnits(p.disponible, 2)),
    },
  ];
}
