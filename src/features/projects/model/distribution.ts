import type { Project } from '@/contract/projects';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';

export interface DistributionSlice {
  key: 'invested' | 'available';
  /** The share as a number, for the chart. */
  value: number;
  /** The share as a rate ('37.5 %'). */
  percent: string;
  /** The amount with its currency label. */
  amount: string;
}

/**
 * INVEST-07: the invested share (percentage_investment, amount_invertido) and the available share
 * (percentage_enable, disponible) of a project.
 */
export function distributionOf(p: Project, currency: string): [DistributionSlice, DistributionSlice] {
  return [
    {
      key: 'invested',
      value: Number(p.percentage_investment) || 0,
      percent: formatRate(p.percentage_investment),
      amount: formatAmount(p.amount_invertido, currency),
    },
    {
      key: 'available',
      value: Number(p.percentage_enable) || 0,
      percent: formatRate(p.percentage_enable),
      amount: formatAmount(p.disponible, currency),
    },
  ];
}
