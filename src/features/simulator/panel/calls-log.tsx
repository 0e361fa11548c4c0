import { Accordion, Badge, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useId, useState } from 'react';
import type { LoggedCall } from '@/contract/simulator';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useClearSimulatorLog, useSimulatorLog } from '../api/simulator-panel';
import { panelStrings } from './panel-strings';

const t = panelStrings.calls;

function statusColor(status: number): string {
  if (status === 0) return 'gray';
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'teal';
}

/** Whether a call matches the filter: its path, method, status or client contain the text. */
function matches(call: LoggedCall, filter: string): boolean {
  const text = filter.trim().toLowerCase();
  if (!text) return true;
  return [call.ruta, call.metodo, String(call.estado), call.cliente ?? '', call.fallo ?? ''].some((value) =>
    value.toLowerCase().includes(text),
  );
}

/** A body as sent or answered, indented when it is JSON. */
function shownBody(body: string | null): string {
  if (!body) return t.emptyBody;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('es', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function CallSummary({ call }: { call: LoggedCall }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Text size="xs" c="gray.7" ff="monospace" visibleFrom="sm" title={t.realTime}>
        {timeOf(call.hora)}
      </Text>
      <Badge size="sm" variant="light" color={statusColor(call.estado)} style={{ flexShrink: 0 }}>
        {call.estado === 0 ? t.noAnswer : call.estado}
      </Badge>
      <Text size="sm" fw={600} ff="monospace" style={{ flexShrink: 0 }}>
        {call.metodo}
      </Text>
      <Text size="sm" ff="monospace" truncate="end" miw={0}>
        {call.ruta}
      </Text>
    </Group>
  );
}

/** A body in a block that scrolls, reachable by keyboard so a long one can be read without a mouse. */
function Body({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <>
      <Text size="xs" fw={700} id={id}>
        {label}
      </Text>
      <Code block mah={320} style={{ overflow: 'auto' }} tabIndex={0} aria-labelledby={id}>
        {text}
      </Code>
    </>
  );
}

function CallDetails({ call }: { call: LoggedCall }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t.realTime} {timeOf(call.hora)} · {t.duration(call.duracion_ms)} · {t.client}:{' '}
        {call.cliente ?? t.noClient}
        {call.fallo ? ` · ${t.fault(panelStrings.faultKinds[call.fallo])}` : ''}
      </Text>
      <Body label={t.request} text={shownBody(call.solicitud)} />
      <Body label={t.response} text={shownBody(call.respuesta)} />
    </Stack>
  );
}

/** The live log of calls (SRV-59): newest first, filterable, each opening to its bodies; clearable. */
export function CallsLog({ live }: { live: boolean }) {
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const log = useSimulatorLog(live);
  const clear = useClearSimulatorLog();
  const calls = log.data ?? [];
  const shown = calls.filter((call) => matches(call, deferredFilter));
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t.filter}
          placeholder={t.filterHint}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => clear.mutate()} loading={clear.isPending}>
          {t.clear}
        </Button>
      </Group>
      {log.isPending && <LoadingState shape="rows" count={4} label={t.loading} />}
      {log.isError && !log.data && (
        <ErrorState message={t.failed} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      )}
      {log.data && (
        <Text size="xs" c="gray.7" role="status">
          {t.count(shown.length, calls.length)}
        </Text>
      )}
      {log.data && calls.length === 0 && <EmptyState title={t.empty} />}
      {calls.length > 0 && shown.length === 0 && (
        <EmptyState title={t.noMatch} icon={<IconSearch size={24} stroke={1.6} />} />
      )}
      {shown.length > 0 && (
        <Accordion variant="contained" chevronPosition="left">
          {shown.map((call) => (
            <Accordion.Item key={call.id} value={String(call.id)}>
              <Accordion.Control>
                <CallSummary call={call} />
              </Accordion.Control>
              <Accordion.Panel>
                <CallDetails call={call} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
