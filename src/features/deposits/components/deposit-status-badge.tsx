import { Badge } from '@mantine/core';
import type { ApprovalStatus } from '@/contract/deposits';
import { statusColors } from '../model/deposit-list';
import { depositStrings } from '../strings';

/** Shades that keep the text at AA contrast: white on green 9 and red 9, black on yellow 4. */
const shades = { green: 'green.9', red: 'red.9', yellow: 'yellow.4' } as const;

/** DEP-09..DEP-11: the status in its colour; the word itself carries the meaning too. */
export function DepositStatusBadge({ status }: { status: ApprovalStatus }) {
  const tone = statusColors[status];
  return (
    <Badge color={shades[tone]} autoContrast variant="filled" radius="sm" data-tone={tone}>
      {depositStrings.status[status]}
    </Badge>
  );
}
