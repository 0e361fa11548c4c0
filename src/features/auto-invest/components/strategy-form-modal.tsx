import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Strategy } from '@/contract/strategies';
import { STRATEGY_LIMITS, strategyRisks } from '@/contract/strategy-rules';
import { ApiError } from '@/shared/api/api-error';
import { useStrategyCreate, useStrategyUpdate } from '../api/strategy-save';
import {
  emptyStrategy,
  previewCriteria,
  strategyFormErrors,
  strategyPayload,
  valuesOf,
  type StrategyFormValues,
} from '../model/strategy-form';
import { autoInvestStrings } from '../strings';
import { StrategyPreviewSection } from './strategy-preview';

const t = autoInvestStrings.form;

/**
 * AUTO-13: 'Nueva estrategia' or 'Editar': the strategy's fields, checked by the rules the server applies
 * before anything is sent; under them what the strategy would do now (AUTO-17); the server's refusal shows
 * above the buttons.
 */
export function StrategyFormModal(props: {
  opened: boolean;
  strategy: Strategy | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.strategy ? t.editTitle : t.createTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': autoInvestStrings.close }}
    >
      {props.opened && <StrategyForm {...props} />}
    </Modal>
  );
}

function StrategyForm({
  strategy,
  onClose,
  onSaved,
}: {
  strategy: Strategy | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const create = useStrategyCreate();
  const update = useStrategyUpdate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<StrategyFormValues>({
    initialValues: strategy ? valuesOf(strategy) : emptyStrategy,
    validate: (values) => strategyFormErrors(values),
  });
  const pending = create.isPending || update.isPending;

  const submit = async (values: StrategyFormValues) => {
    setRefusal(null);
    const payload = strategyPayload(values);
    try {
      const answer = strategy
        ? await update.mutateAsync({ id: strategy.id, ...payload })
        : await create.mutateAsync(payload);
      onSaved(answer.message);
    } catch (error) {
      setRefusal(error instanceof ApiError && error.message ? error.message : t.unknownError);
    }
  };

  // Never rewrite what was typed (no clamping on blur, '-' and '.' accepted, no maxLength): an out-of-range
  // value stays and strategyFormErrors says why under its field. min/max only bound the arrow keys' steps.
  const kept = { clampBehavior: 'none' } as const;
  const money = { ...kept, decimalScale: 2, min: 0, thousandSeparator: ',' } as const;
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="sm">
        <TextInput label={t.name} withAsterisk data-autofocus {...form.getInputProps('nombre')} />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t.amount}
            description={t.amountHint}
            withAsterisk
            {...money}
            {...form.getInputProps('monto')}
          />
          <NumberInput label={t.max} withAsterisk {...money} {...form.getInputProps('maximo_proyecto')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t.rateMin}
            withAsterisk
            {...kept}
            decimalScale={2}
            min={0}
            max={STRATEGY_LIMITS.maxRatePercent}
            {...form.getInputProps('tasa_min')}
          />
          <NumberInput
            label={t.rateMax}
            withAsterisk
            {...kept}
            decimalScale={2}
            min={0}
            max={STRATEGY_LIMITS.maxRatePercent}
            {...form.getInputProps('tasa_max')}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t.termMin}
            withAsterisk
            {...kept}
            min={STRATEGY_LIMITS.minTermDays}
            max={STRATEGY_LIMITS.maxTermDays}
            {...form.getInputProps('plazo_min')}
          />
          <NumberInput
            label={t.termMax}
            withAsterisk
            {...kept}
            min={STRATEGY_LIMITS.minTermDays}
            max={STRATEGY_LIMITS.maxTermDays}
            {...form.getInputProps('plazo_max')}
          />
        </Group>
        <Checkbox.Group label={t.risks} withAsterisk {...form.getInputProps('riesgos')}>
          <Group gap="md" mt={6}>
            {strategyRisks.map((risk) => (
              <Checkbox key={risk} value={risk} label={risk} />
            ))}
          </Group>
        </Checkbox.Group>
        <NumberInput label={t.budget} withAsterisk {...money} {...form.getInputProps('presupuesto')} />
        <StrategyPreviewSection criteria={previewCriteria(form.values)} editing={strategy?.estado ?? null} />
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
