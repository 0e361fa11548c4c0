import { useSyncExternalStore } from 'react';

/** PROJ-30: the scroll position from which the header floats (reading: 'about 25 px' as scrollY ≥ 25). */
export const FLOATING_HEADER_PX = 25;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const scrolledPast = () => window.scrollY >= FLOATING_HEADER_PX;

/** True once the page is scrolled FLOATING_HEADER_PX or more, false again above that. */
export function useFloatingHeader(enabled: boolean): boolean {
  const scrolled = useSyncExternalStore(subscribe, scrolledPast, () => false);
  return enabled && scrolled;
}
