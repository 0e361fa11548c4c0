import { Stack, Text, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { withdrawalStrings } from '../strings';
import { FeeSummary } from './fee-summary';
import type { AmountState } from './use-amount';

const t = withdrawalStrings.modal;

/** WDR-25..30: the amount in USDT, the live figures and the conditions text. */
export function AmountField(props: {
  amount: AmountState;
  currency: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { amount, currency, inputRef } = props;
  return (
    <Stack gap="xs">
      <TextInput
        ref={inputRef}
        label={t.amount}
        description={t.amountHint}
        name="monto"
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount.value}
        error={amount.error}
        onChange={(e) => amount.onChange(e.currentTarget.value)}
      />
      <FeeSummary figures={amount.figures} currency={currency} />
      <Text size="xs" c="gray.7">
        {t.conditions}
      </Text>
    </Stack>
  );
}
