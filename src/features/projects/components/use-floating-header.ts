import { useSyncExternalStore } from 'react';

/** PROJ-30: the scroll position from which the header floats (reading: 'about 25 px' as scrollY ≥ 25). */
export const FLOATING_HEADER_PX = 25;

/*
 * The last position read. Reading `scrollY` makes the browser lay the page out first, so it is read on a scroll
 * event and once the frame after subscribing has painted (its layout done, reading costs nothing), never while
 * React renders or commits: there it forced the layout of the whole new screen inside the commit's task; read in
 * that frame's own callback, it still ran the new screen's first layout from script.
 */
let scrolled = false;

function subscribe(onChange: () => void) {
  const read = () => {
    const now = window.scrollY >= FLOATING_HEADER_PX;
    if (now === scrolled) return;
    scrolled = now;
    onChange();
  };
  window.addEventListener('scroll', read, { passive: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(read)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    window.removeEventListener('scroll', read);
  };
}

const scrolledPast = () => scrolled;

/** True once the page is scrolled FLOATING_HEADER_PX or more, false again above that. */
export function useFloatingHeader(enabled: boolean): boolean {
  const isScrolled = useSyncExternalStore(subscribe, scrolledPast, () => false);
  return enabled && isScrolled;
}
