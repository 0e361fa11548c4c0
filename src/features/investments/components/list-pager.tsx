import { Button, Group, Text } from '@mantine/core';
import { investmentsStrings } from '../strings';

const t = investmentsStrings.pager;

export interface ListPagerProps {
  /** What the pager pages, for its accessible name. */
  list: string;
  page: number;
  totalPages: number;
  /** Another page is on its way: the buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
}

/** INV-09: 'Anterior' and 'Siguiente', each disabled at its end; an empty list shows page 1 of 1. */
export function ListPager({ list, page, totalPages, busy, onPage }: ListPagerProps) {
  return (
    <Group component="nav" aria-label={t.label(list)} justify="space-between" gap="sm" wrap="nowrap" mt="md">
      <Button variant="default" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        {t.previous}
      </Button>
      <Text size="sm" aria-live="polite" ta="center">
        {t.pageOf(page, totalPages)}
      </Text>
      <Button
        variant="default"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages || busy}
      >
        {t.next}
      </Button>
    </Group>
  );
}
