import { Box, Group, Text } from '@mantine/core';
import { formatCentsAmount } from '@/shared/format/money';
import type { WithdrawalFigures } from '../model/withdrawal-amount';
import { withdrawalStrings } from '../strings';

const t = withdrawalStrings.modal;

const money = (cents: bigint | undefined, currency: string) =>
  cents === undefined ? '—' : formatCentsAmount(cents < 0n ? 0n : cents, currency);

/**
 * 'Monto a enviar', 'Comisión' and 'total a recibir' (WDR-27..29), following the amount as it is typed;
 * a dash while the amount (or the client's fees) is unknown.
 */
export function FeeSummary({ figures, currency }: { figures: WithdrawalFigures | null; currency: string }) {
  const rows: [string, bigint | undefined][] = [
    [t.toSend, figures?.amount],
    [t.fee, figures?.fee],
    [t.toReceive, figures?.net],
  ];
  return (
    <Box component="dl" m={0}>
      {rows.map(([label, value], i) => (
        <Group key={label} justify="space-between" gap="sm" py={2}>
          <Text component="dt" size="sm" fw={i === 2 ? 700 : 400}>
            {label}
          </Text>
          <Text
            component="dd"
            m={0}
            size="sm"
            fw={i === 2 ? 700 : 400}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {money(value, currency)}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
