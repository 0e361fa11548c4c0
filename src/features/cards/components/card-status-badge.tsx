import { Badge } from '@mantine/core';
import type { CardStatus } from '@/contract/cards';
import { statusTone, type StatusTone } from '../model/card-format';

/** Shades that keep the text at AA contrast: white on green 9 and red 9, black on yellow 4. */
const shades: Record<StatusTone, string> = { positive: 'green.9', pending: 'yellow.4', negative: 'red.9' };

/**
 * CARD-07, CARD-08: APROBADO positive (green), PENDIENTE pending (yellow), anything else negative (red); the
 * word itself carries the meaning too.
 */
export function CardStatusBadge({ status }: { status: CardStatus }) {
  const tone = statusTone(status);
  return (
    <Badge
      color={shades[tone]}
      autoContrast
      variant="filled"
      data-tone={tone}
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {status}
    </Badge>
  );
}
