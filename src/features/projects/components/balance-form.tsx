import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Project } from '@/contract/projects';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { AMOUNT_STEP, minimumAmount, valueToReceive } from '../model/invest';
import { projectStrings } from '../strings';
import { DetailList } from './detail-list';

const t = projectStrings.invest.balance;

export interface BalanceFormProps {
  project: Project;
  currency: string;
  pending: boolean;
  onInvest: (amount: string) => void;
}

/**
 * INVEST-08..14, INVEST-19: 'Saldo en la cuenta'. The amount is a native number input (step 0.01, minimum 50
 * or the available amount when lower), so the browser's own validation blocks a short amount before any
 * call; 'Valor a recibir' follows the amount as it is typed.
 */
export function BalanceForm({ project: p, currency, pending, onInvest }: BalanceFormProps) {
  const form = useForm({ initialValues: { amount: '' } });
  const min = minimumAmount(p.disponible);
  const value = valueToReceive(form.values.amount, p.tiemporemanente, p.porcentaje_diario, currency);

  return (
    <form
      onSubmit={form.onSubmit(({ amount }) => {
        if (!pending) onInvest(amount.trim());
      })}
    >
      <Stack gap="sm">
        <DetailList items={[[t.wallet, formatAmount(p.disponiblewallet, currency)]]} cols={{ base: 1 }} />
        <TextInput
          type="number"
          inputMode="decimal"
          label={t.amount}
          description={t.minimum(formatAmount(min, currency))}
          required
          min={min}
          step={AMOUNT_STEP}
          {...form.getInputProps('amount')}
        />
        <DetailList
          items={[
            [t.ganancia, formatRate(p.ganancia)],
            [
              t.valueToReceive,
              <Text span inherit aria-live="polite" data-value-to-receive key="v">
                {value ?? '—'}
              </Text>,
            ],
          ]}
        />
        <Button type="submit" loading={pending} aria-busy={pending || undefined}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
