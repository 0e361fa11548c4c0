import { Button, Group, Text } from '@mantine/core';
import { canGoNext, canGoPrevious, pageText } from '../model/paging';
import { projectStrings } from '../strings';

const t = projectStrings.pager;

export interface PagerProps {
  /** Names the pager's navigation landmark (one per market). */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** PROJ-21..24: 'Página X de Y' between 'Anterior' and 'Siguiente', each step one page. */
export function Pager({ label, page, totalPages, onPage }: PagerProps) {
  return (
    <Group component="nav" aria-label={label} justify="center" gap="sm" wrap="nowrap">
      <Button variant="default" size="xs" disabled={!canGoPrevious(page)} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <Text size="sm" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        {pageText(page, totalPages)}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={!canGoNext(page, totalPages)}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </Button>
    </Group>
  );
}
