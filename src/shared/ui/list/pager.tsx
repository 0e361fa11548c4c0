import {
  Group,
  Pagination,
  Text,
  usePaginationContext,
  type MantineSize,
  type MantineSpacing,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { listStrings } from './strings';

export interface PagerProps {
  /** Names the pager's navigation landmark (one per list on a screen). */
  label: string;
  page: number;
  /** At least 1: an empty list has one page (SRV-04). */
  totalPages: number;
  onPage: (page: number) => void;
  /** Another page is on its way: every step waits. */
  busy?: boolean;
  /** A step back to page 1 before the others, with this text (MYPROJ-06). */
  first?: string;
  /** The step texts, 'Anterior' and 'Siguiente' unless a screen quotes others (MYPROJ-07). */
  previous?: string;
  next?: string;
  /** What stands between the steps; 'Página X de Y' unless given. */
  children?: ReactNode;
  size?: MantineSize;
  /** Space above the pager; 'md' unless given. */
  mt?: MantineSpacing | 0;
}

/**
 * The one pager of the client: Mantine's Pagination with worded steps, each disabled at its end, and the
 * position between them. A step moves exactly one page within 1..totalPages (PROJ-24).
 */
export function Pager({ label, page, totalPages, onPage, busy = false, ...props }: PagerProps) {
  const total = Math.max(1, totalPages);
  return (
    <Pagination.Root
      total={total}
      value={Math.min(Math.max(1, page), total)}
      onChange={onPage}
      disabled={busy}
      size={props.size ?? 'sm'}
    >
      <Group
        component="nav"
        aria-label={label}
        // One layout everywhere: the steps at the ends, the position between them.
        justify="space-between"
        gap="xs"
        // A pager with more steps than a phone's width takes goes on to a second line.
        wrap="wrap"
        mt={props.mt ?? 'md'}
      >
        {props.first !== undefined && <Step to="first">{props.first}</Step>}
        <Step to="previous">{props.previous ?? listStrings.previous}</Step>
        {props.children ?? (
          <Text size="sm" aria-live="polite" ta="center" style={{ whiteSpace: 'nowrap' }}>
            {listStrings.pageOf(Math.min(Math.max(1, page), total), total)}
          </Text>
        )}
        <Step to="next">{props.next ?? listStrings.next}</Step>
      </Group>
    </Pagination.Root>
  );
}

const actions = { first: 'onFirst', previous: 'onPrevious', next: 'onNext' } as const;

/** A worded step: Mantine's own edges hold only an icon. */
function Step({ to, children }: { to: keyof typeof actions; children: ReactNode }) {
  const ctx = usePaginationContext();
  const atEnd = to === 'next' ? ctx.active >= ctx.total : ctx.active <= 1;
  return (
    <Pagination.Control onClick={ctx[actions[to]]} disabled={atEnd} px="sm" style={{ flexShrink: 0 }}>
      {children}
    </Pagination.Control>
  );
}
