import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FAULT_KINDS, type FaultKind, type SimulatorSettings } from '@/contract/simulator';
import { ApiError } from '@/shared/api/api-error';
import { useChangeSimulatorSettings } from '../api/simulator-panel';
import { panelStrings } from './panel-strings';

const t = panelStrings.network;
const PRESETS_MS = [0, 250, 1000, 3000] as const;
const MAX_LATENCY_MS = 10_000;

function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : t.failed;
}

/** The latency of every call (SRV-57): a number, a usual value, or the build's default. */
function LatencySetting({ settings }: { settings: SimulatorSettings }) {
  const change = useChangeSimulatorSettings();
  const [value, setValue] = useState<number | string>(settings.latencia_ms);
  const apply = (latencia_ms: number | null) => change.mutate({ latencia_ms });
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={3} size="h5" mb={4}>
        {t.latencyTitle}
      </Title>
      <Text size="sm" mb="xs" role="status">
        {t.latencyNow(settings.latencia_ms, settings.latencia_predeterminada_ms)}
      </Text>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={t.latency}
          value={value}
          onChange={setValue}
          min={0}
          max={MAX_LATENCY_MS}
          step={50}
          allowDecimal={false}
          allowNegative={false}
          w={260}
        />
        <Button onClick={() => apply(Number(value))} loading={change.isPending} disabled={value === ''}>
          {t.apply}
        </Button>
      </Group>
      <Group gap={4} mt="xs" role="group" aria-label={t.presets}>
        {PRESETS_MS.map((ms) => (
          <Button
            key={ms}
            size="compact-sm"
            variant="default"
            onClick={() => {
              setValue(ms);
              apply(ms);
            }}
          >
            {ms} ms
          </Button>
        ))}
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            setValue(settings.latencia_predeterminada_ms);
            apply(null);
          }}
        >
          {t.useDefault}
        </Button>
      </Group>
      {change.isError && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {errorText(change.error)}
        </Text>
      )}
    </Paper>
  );
}

interface FaultForm {
  tipo: FaultKind;
  ruta: string;
  restantes: number | string;
  hastaQuitarlo: boolean;
}

/** A fault to inject (SRV-58), and the list of those active with a way to remove each. */
function FaultSettings({ settings }: { settings: SimulatorSettings }) {
  const change = useChangeSimulatorSettings();
  const form = useForm<FaultForm>({
    initialValues: { tipo: 'error', ruta: '', restantes: 1, hastaQuitarlo: false },
  });
  const submit = form.onSubmit((values) =>
    change.mutate({
      agregar_fallo: {
        tipo: values.tipo,
        ruta: values.ruta.trim() || null,
        restantes: values.hastaQuitarlo ? null : Number(values.restantes),
      },
    }),
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={3} size="h5" mb="xs">
        {t.faultsTitle}
      </Title>
      <form onSubmit={submit}>
        <Stack gap="xs">
          <NativeSelect
            label={t.kind}
            data={FAULT_KINDS.map((kind) => ({ value: kind, label: panelStrings.faultKinds[kind] }))}
            {...form.getInputProps('tipo')}
          />
          <TextInput
            label={t.path}
            placeholder={t.pathHint}
            maxLength={200}
            {...form.getInputProps('ruta')}
          />
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t.count}
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              disabled={form.values.hastaQuitarlo}
              w={200}
              {...form.getInputProps('restantes')}
            />
            <Checkbox
              label={t.untilRemoved}
              mb={8}
              {...form.getInputProps('hastaQuitarlo', { type: 'checkbox' })}
            />
          </Group>
          <Group>
            <Button type="submit" color="red" loading={change.isPending}>
              {t.add}
            </Button>
          </Group>
          {change.isError && (
            <Text size="sm" c="red.8" role="alert">
              {errorText(change.error)}
            </Text>
          )}
        </Stack>
      </form>
      <Stack gap={4} mt="sm">
        {settings.fallos.length === 0 ? (
          <Text size="sm">{t.none}</Text>
        ) : (
          settings.fallos.map((fault) => (
            <Group key={fault.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {panelStrings.faultKinds[fault.tipo]} — {t.scope(fault.ruta, fault.restantes)}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                style={{ flexShrink: 0 }}
                aria-label={t.removeLabel(fault.id)}
                onClick={() => change.mutate({ quitar_fallo: fault.id })}
              >
                {t.remove}
              </Button>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}

export function NetworkSettings({ settings }: { settings: SimulatorSettings }) {
  return (
    <Stack gap="sm">
      <LatencySetting settings={settings} />
      <FaultSettings settings={settings} />
    </Stack>
  );
}
