import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Pager, type PagerProps } from './pager';
import { listStrings } from './strings';

export interface ListSectionProps {
  title: string;
  /** How many rows the filters found, beside the title; it follows the filters. */
  count?: string;
  filters?: ReactNode;
  /** 'pending' before the first page arrives; 'error' if it failed (the session ends then, ERR-03). */
  status: 'pending' | 'error' | 'success';
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
  let body: ReactNode;
  if (props.status === 'pending') {
    body = (
      <Text role="status" py="md">
        {listStrings.loading}
      </Text>
    );
  } else if (props.status === 'error') {
    body = (
      <Text role="alert" py="md">
        {listStrings.failed}
      </Text>
    );
  } else if (props.empty) {
    body = (
      <Stack gap={4} py="lg" align="center" ta="center">
        <Text fw={700} size="lg">
          {props.emptyState.title}
        </Text>
        {props.emptyState.text !== undefined && <Text c="gray.7">{props.emptyState.text}</Text>}
        {props.emptyState.action}
      </Stack>
    );
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
      <Box aria-busy={props.fetching || undefined}>{body}</Box>
      {props.status === 'success' && (
        <Pager label={label ?? listStrings.pagerLabel(props.title)} busy={props.fetching} {...pager} />
      )}
    </Paper>
  );
}
