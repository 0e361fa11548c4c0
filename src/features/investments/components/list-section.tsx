import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { investmentsStrings } from '../strings';
import { ListPager } from './list-pager';
import { ListTable, type ListTableProps } from './list-table';

export interface ListSectionProps<T extends { id: number }> extends ListTableProps<T> {
  title: string;
  /** 'pending' before the first page arrives; 'error' if it failed (the session ends then, ERR-03). */
  status: 'pending' | 'error' | 'success';
  empty: { title: string; text: string };
  filters: ReactNode;
  page: number;
  totalPages: number;
  /** Another page or filter is loading: the rows on screen stay, the pager waits. */
  fetching: boolean;
  onPage: (page: number) => void;
}

/** One list of the screen: its title, filters, rows (table or cards) with totals, empty state and pager. */
export function ListSection<T extends { id: number }>(props: ListSectionProps<T>) {
  const headingId = useId();
  let body: ReactNode;
  if (props.status === 'pending') {
    body = (
      <Text role="status" py="md">
        {investmentsStrings.loading}
      </Text>
    );
  } else if (props.status === 'error') {
    body = (
      <Text role="alert" py="md">
        {investmentsStrings.listError}
      </Text>
    );
  } else if (props.rows.length === 0) {
    body = (
      <Stack gap={4} py="lg" align="center" ta="center">
        <Text fw={700} size="lg">
          {props.empty.title}
        </Text>
        <Text c="gray.7">{props.empty.text}</Text>
      </Stack>
    );
  } else {
    body = <ListTable {...props} />;
  }

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {props.title}
      </Title>
      <Box mb="md">{props.filters}</Box>
      <Box aria-busy={props.fetching || undefined}>{body}</Box>
      {props.status === 'success' && (
        <ListPager
          list={props.title}
          page={props.page}
          totalPages={props.totalPages}
          busy={props.fetching}
          onPage={props.onPage}
        />
      )}
    </Paper>
  );
}
