import { Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { Tasas } from '../model/withdrawal-amount';
import { withdrawalStrings } from '../strings';
import { FeeSummary } from './fee-summary';
import { useAmountFigures } from './use-amount';

const t = withdrawalStrings.modal;

/** WDR-25..30: the amount in USDT (its message stays until it changes), the live figures and the conditions. */
export function AmountField(props: {
  input: GetInputPropsReturnType;
  tasas: Tasas | undefined;
  currency: string;
}) {
  const figures = useAmountFigures(String(props.input.value ?? ''), props.tasas);
  return (
    <Stack gap="xs">
      <TextInput
        label={t.amount}
        description={t.amountHint}
        name="monto"
        inputMode="decimal"
        autoComplete="off"
        required
        {...props.input}
      />
      <FeeSummary figures={figures} currency={props.currency} />
      <Text size="xs" c="gray.7">
        {t.conditions}
      </Text>
    </Stack>
  );
}
