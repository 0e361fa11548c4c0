import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

/**
 * How a change of a screen's state enters the browser's history: a new entry (a page, a tab, a view: the
 * back button returns to the state before it) or in place (text being typed, a page the server corrected).
 */
export interface SearchChange {
  replace?: boolean;
}

export type OnSearch<S> = (next: S, change?: SearchChange) => void;

/**
 * A screen whose list state (page, filters, sort, tab, view) its route keeps in the URL's search, so that a
 * reload, the back button and a shared link keep it. Without them (stories) the screen keeps it itself.
 */
export interface SearchStateProps<S> {
  search?: S;
  onSearch?: OnSearch<S>;
}

/** The screen's side: the state to show and a setter that changes some of its fields. */
export function useSearchState<S extends object>(
  { search, onSearch }: SearchStateProps<S>,
  initial: S,
): readonly [S, (patch: Partial<S>, change?: SearchChange) => void] {
  const [own, setOwn] = useState(initial);
  // The URL follows a change a moment later (the router navigates asynchronously): until the route hands the
  // new search down, the screen shows the change, so a click takes effect at once.
  // It lasts while the route's search is the one it was made from.
  const [pending, setPending] = useState<{ from: S; next: S } | null>(null);
  const state = (pending && pending.from === search ? pending.next : null) ?? search ?? own;
  const update = useCallback(
    (patch: Partial<S>, change?: SearchChange) => {
      const next = { ...state, ...patch };
      if (search) setPending({ from: search, next });
      else setOwn(next);
      onSearch?.(next, change);
    },
    [state, search, onSearch],
  );
  return [state, update] as const;
}

/**
 * The route's side: a screen's new state becomes the current route's search (its schema drops the defaults).
 * The page does not scroll: the state changed in place, as it did before it was kept in the URL.
 */
export function useSearchNavigate<S>(): OnSearch<S> {
  const navigate = useNavigate();
  return useCallback(
    (next: S, change?: SearchChange) =>
      void navigate({ to: '.', search: next as never, replace: change?.replace, resetScroll: false }),
    [navigate],
  );
}
