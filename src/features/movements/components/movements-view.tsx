import { Box, Button, Group, Paper, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { Pager } from '@/shared/ui/list/pager';
import type { MovementRow } from '../model/movement-rows';
import { movementsStrings } from '../strings';
import { MovementsLayouts } from './movements-layouts';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { LoadingSwap } from '@/shared/ui/states/loading-swap';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';

export interface MovementsViewProps {
  /** 'pending' before the first page arrives, 'error' if it failed (the session ends then, ERR-03). */
  status: 'pending' | 'error' | 'success';
  rows: readonly MovementRow[];
  page: number;
  totalPages: number;
  /** Another page is on its way: the paging buttons wait. */
  fetching: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onExport: () => void;
  /** The export modal, rendered by the container. */
  children?: ReactNode;
}

/**
 * The movements panel (p1 §2 Movements panel): a table on desktop and cards on mobile (MOV-01, MOV-02),
 * previous and next page buttons disabled at the limits (MOV-03..MOV-05), the empty state (MOV-09) and the
 * export to PDF (MOV-10). Pure: the container supplies the rows already formatted.
 */
export function MovementsView(props: MovementsViewProps) {
  const s = movementsStrings;
  const headingId = useId();
  const hasRows = props.status === 'success' && props.rows.length > 0;

  let body: ReactNode = null;
  if (props.status === 'error') {
    body = <ErrorState message={s.error} />;
  } else if (props.status === 'pending') {
    // The skeleton below.
  } else if (!hasRows) {
    // MOV-09.
    body = <EmptyState title={s.emptyTitle} text={s.emptyText} />;
  } else {
    body = <MovementsLayouts rows={props.rows} />;
  }

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {s.title}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to="/cliente/estado-de-cuenta"
            variant="default"
            size="sm"
            aria-label={s.statementLink.label}
          >
            {s.statementLink.text}
          </Button>
          <Button
            variant="default"
            size="sm"
            onClick={props.onExport}
            disabled={!hasRows}
            aria-label={s.exportModal.openLabel}
          >
            {s.exportModal.open}
          </Button>
        </Group>
      </Group>

      <Box aria-busy={props.fetching || undefined}>
        <LoadingSwap
          loading={props.status === 'pending'}
          placeholder={<LoadingState shape="rows" count={5} label={s.loading} />}
        >
          {body}
        </LoadingSwap>
      </Box>

      {props.status === 'success' && (
        <Pager
          label={s.pagination.label}
          page={props.page}
          totalPages={props.totalPages}
          busy={props.fetching}
          // MOV-03, MOV-04: the pager only ever steps one page.
          onPage={(page) => (page < props.page ? props.onPrevious() : props.onNext())}
        />
      )}
      {props.children}
    </Paper>
  );
}
