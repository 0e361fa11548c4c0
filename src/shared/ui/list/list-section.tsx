import { Box, Group, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';
import { LoadingSwap } from '../states/loading-swap';
import { Pager, type PagerProps } from './pager';
import { listStrings } from './strings';

export interface ListSectionProps {
  title: string;
  /** How many rows the filters found, beside the title; it follows the filters. */
  count?: string;
  filters?: ReactNode;
  /** 'pending' before the first page arrives; 'error' if it failed (the session ends then, ERR-03). */
  status: 'pending' | 'error' | 'success';
  /** Asks for the page again after a failure ('Reintentar'). */
  onRetry?: () => void;
  /** The page has no rows: the empty state shows instead of the table. */
  empty: boolean;
  /** What an empty page says, and what the person can do about it. */
  emptyState: { title: string; text?: string; action?: ReactNode };
  /** Another page or filter is loading: the rows on screen stay, the pager waits. */
  fetching: boolean;
  /** The rows: a ResponsiveTable. */
  children: ReactNode;
  /** The pager; its name is 'Paginación de <title>' unless given. */
  pager: Omit<PagerProps, 'label' | 'busy'> & { label?: string };
}

/**
 * One list of a screen, controlled by it: title and counter, filters, rows, the empty state in Spanish and
 * the pager. The screen holds the page and filters (in the URL) and passes them in.
 */
export function ListSection(props: ListSectionProps) {
  const headingId = useId();
  let body: ReactNode = null;
  if (props.status === 'error') {
    body = <ErrorState message={listStrings.failed} onRetry={props.onRetry} />;
  } else if (props.status === 'pending') {
    // The skeleton below.
  } else if (props.empty) {
    body = <EmptyState {...props.emptyState} />;
  } else {
    body = props.children;
  }

  const { label, ...pager } = props.pager;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h3" id={headingId}>
          {props.title}
        </Title>
        {props.count !== undefined && props.status === 'success' && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {props.count}
          </Text>
        )}
      </Group>
      {props.filters && <Box mb="md">{props.filters}</Box>}
      <Box aria-busy={props.fetching || undefined}>
        <LoadingSwap
          loading={props.status === 'pending'}
          placeholder={<LoadingState shape="rows" count={5} />}
        >
          {body}
        </LoadingSwap>
      </Box>
      {props.status === 'success' && (
        <Pager label={label ?? listStrings.pagerLabel(props.title)} busy={props.fetching} {...pager} />
      )}
    </Paper>
  );
}
