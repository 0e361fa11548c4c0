import { useEffect, useState, type ReactNode } from 'react';

export interface LoadingSwapProps {
  /** While true the placeholder shows; then the content. */
  loading: boolean;
  /** What shows while loading: a LoadingState. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * The content in place of its loading state, in the same frame; the loading state leaves in two steps: hidden in
 * the commit that shows the content, taken out of the page once that frame has painted. Taken out at once, the
 * boxes a drawn skeleton had were torn down inside that commit, one by one, by script: Lighthouse's trace then
 * records each with its stack, and that was most of the commit that drew a list. Hidden first, the browser
 * drops them as it draws the frame, and removing the hidden skeleton afterwards costs next to nothing.
 */
export function LoadingSwap({ loading, placeholder, children }: LoadingSwapProps) {
  const [placeholderKept, setPlaceholderKept] = useState(loading);
  if (loading && !placeholderKept) setPlaceholderKept(true);
  useEffect(() => {
    if (loading || !placeholderKept) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPlaceholderKept(false));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [loading, placeholderKept]);
  return (
    <>
      {!loading && children}
      {placeholderKept && <div hidden={!loading}>{placeholder}</div>}
    </>
  );
}
