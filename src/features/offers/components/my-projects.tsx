import {
  Anchor,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { Project } from '@/contract/projects';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useOwnProjects } from '../api/own-projects';
import { firstQuery, isMinAmount, withFilter, type Vencimiento } from '../model/list-query';
import { offersStrings } from '../strings';
import { ListTable } from './list-table';
import { projectColumns } from './project-columns';

const t = offersStrings.projects;
const f = offersStrings.filters;

export interface MyProjectsProps {
  /** MYPROJ-05: a row opens the invest modal (composed by the route). */
  onOpenProject?: (project: Project) => void;
  /** MYPROJ-11: the empty state's advice opens the office-address modal. */
  onShowOffice: () => void;
}

/**
 * 'Mis proyectos' (MYPROJ-01..MYPROJ-08): filters, and the caller's own projects from projects/propios as a
 * table (cards on phones) whenever there is at least one (MYPROJ-03 fixes the original's 'below 0'), else
 * '¡Ups, sin proyectos ofertados!' with the advice to visit the consulting offices. Its pager: 'Primera
 * Página', 'Anterior «', the page number and 'Siguiente »'.
 */
export function MyProjects({ onOpenProject, onShowOffice }: MyProjectsProps) {
  const [query, setQuery] = useState(firstQuery);
  const [monto, setMonto] = useState('');
  const [montoError, setMontoError] = useState<string | null>(null);
  const list = useOwnProjects(query);
  const currency = useCurrencyLabel();
  const columns = useMemo(() => projectColumns(currency), [currency]);
  const headingId = useId();
  const data = list.data;
  const page = data?.page ?? 1;
  const totalPages = Math.max(1, data?.total_pages ?? 1);
  const busy = list.isPlaceholderData;
  const rows = data?.data ?? [];

  const applyMonto = (event: FormEvent) => {
    event.preventDefault();
    if (!isMinAmount(monto)) {
      setMontoError(f.minAmountInvalid);
      return;
    }
    setMontoError(null);
    setQuery(withFilter(query, { monto: monto.trim() }));
  };

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Text role="status" py="md">
        {offersStrings.loading}
      </Text>
    );
  } else if (list.isError && !data) {
    body = (
      <Text role="alert" py="md">
        {offersStrings.listError}
      </Text>
    );
  } else if (rows.length === 0) {
    body = (
      <Stack gap={4} py="lg" align="center" ta="center">
        <Text fw={700} size="lg">
          {t.emptyTitle}
        </Text>
        <Text c="gray.7">{t.emptyText}</Text>
        <Anchor component="button" type="button" onClick={onShowOffice}>
          {t.officeButton}
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <ListTable<Project>
        rows={rows}
        columns={columns}
        titleColumn="name"
        tableLabel={t.tableLabel}
        listLabel={t.listLabel}
        showTotals={false}
        onOpen={onOpenProject && { label: (p) => t.openLabel(p.name), open: onOpenProject }}
      />
    );
  }

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t.title}
      </Title>
      <form onSubmit={applyMonto} noValidate>
        <Group component="fieldset" gap="sm" align="flex-start" m={0} mb="md" p={0} style={{ border: 0 }}>
          <VisuallyHidden component="legend">{f.label}</VisuallyHidden>
          <NativeSelect
            label={f.expiry}
            value={query.vencimiento}
            onChange={(e) =>
              setQuery(withFilter(query, { vencimiento: e.currentTarget.value as Vencimiento }))
            }
            data={[{ value: '', label: f.allPeriods }, ...f.periods]}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label={f.minAmount}
            inputMode="decimal"
            autoComplete="off"
            value={monto}
            onChange={(e) => setMonto(e.currentTarget.value)}
            error={montoError}
            style={{ flex: '1 1 160px' }}
          />
          <Button type="submit" variant="default" mt={25}>
            {f.apply}
          </Button>
        </Group>
      </form>
      <Box aria-busy={busy || undefined}>{body}</Box>
      {!list.isPending && !(list.isError && !data) && (
        <Group component="nav" aria-label={t.pager.label} gap="xs" mt="md" justify="center" wrap="wrap">
          <Button
            variant="default"
            size="sm"
            onClick={() => setQuery({ ...query, page: 1 })}
            disabled={page <= 1 || busy}
          >
            {t.pager.first}
          </Button>
          <Button
            variant="default"
            size="sm"
            onClick={() => setQuery({ ...query, page: page - 1 })}
            disabled={page <= 1 || busy}
          >
            {t.pager.previous}
          </Button>
          <Text component="span" fw={700} px="sm" aria-live="polite" aria-current="page">
            <VisuallyHidden>{t.pager.current(page)}</VisuallyHidden>
            <span aria-hidden="true">{page}</span>
          </Text>
          <Button
            variant="default"
            size="sm"
            onClick={() => setQuery({ ...query, page: page + 1 })}
            disabled={page >= totalPages || busy}
          >
            {t.pager.next}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
