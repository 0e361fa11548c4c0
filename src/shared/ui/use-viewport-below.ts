import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the viewport is narrower than `rem` (16 px each, the initial font size media queries count in): then
 * so is every box in it. Read at the first render (a client screen is never prerendered) and followed as the
 * window turns or resizes. A layout that CSS would hide at such a width need not be drawn at all: on a phone a
 * list's table, hidden under its cards, cost as much to build as the cards.
 */
export function useViewportBelow(rem: number): boolean {
  return useMediaQuery(`(max-width: ${rem * 16 - 0.1}px)`, undefined, { getInitialValueInEffect: false });
}
