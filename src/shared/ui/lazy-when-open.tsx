import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A modal whose code loads the first time it opens, not with its screen: Mantine's Modal brings ~29 kB
 * gzip (portal, focus trap, scroll lock) that no screen needs for its first paint. Closed, it renders
 * nothing; the closing fade is the price.
 */
export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function WhenOpen(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return WhenOpen;
}
