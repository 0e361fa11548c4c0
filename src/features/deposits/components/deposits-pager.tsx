import { Group, Text, TextInput } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { Pager } from '@/shared/ui/list/pager';
import { pageFromInput } from '../model/deposit-list';
import { depositStrings } from '../strings';

const s = depositStrings.pager;

export interface DepositsPagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/**
 * DEP-13..DEP-16: the shared pager with a page box as its position: Enter jumps to the typed page; a page
 * that is not a number or out of range resets to page 1.
 */
export function DepositsPager({ page, totalPages, onPage }: DepositsPagerProps) {
  // What is being typed, for the page it was typed on: the box shows the page itself otherwise.
  const [draft, setDraft] = useState<{ page: number; text: string } | null>(null);
  const text = draft && draft.page === page ? draft.text : String(page);
  const hintId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setDraft(null);
    onPage(pageFromInput(text, totalPages));
  };

  return (
    <Pager label={s.label} page={page} totalPages={totalPages} onPage={onPage}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          aria-label={s.pageBox}
          aria-describedby={hintId}
          inputMode="numeric"
          autoComplete="off"
          size="sm"
          w={64}
          value={text}
          onChange={(event) => setDraft({ page, text: event.currentTarget.value })}
          onKeyDown={onKeyDown}
          onBlur={() => setDraft(null)}
        />
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {s.of(totalPages)}
        </Text>
        <span id={hintId} hidden>
          {s.pageBoxHint}
        </span>
      </Group>
    </Pager>
  );
}
