/** happy-dom's own handle on the test window (tests/happy-dom-environment.ts). */
interface HappyDomWindow {
  happyDOM: {
    setViewport(viewport: { width: number; height: number }): void;
    settings: { device: { prefersReducedMotion: 'reduce' | 'no-preference' } };
  };
}

const happyDOM = () => (window as unknown as HappyDomWindow).happyDOM;

/** The width every screen test starts at: a laptop's, where lists are tables (tests/setup-dom.ts). */
export const LAPTOP_WIDTH = 1024;

/**
 * Lays the page out at `width` pixels: Mantine's hiddenFrom/visibleFrom classes and the media-query hooks
 * follow it, as in a browser.
 */
export function showAt(width: number): void {
  happyDOM().setViewport({ width, height: 800 });
}

/** A phone's width (375 px): lists become cards and the menu hides behind the burger. */
export const showOnPhone = () => showAt(375);

/**
 * The window's motion preference. Screen tests run with 'reduce' (vitest.config.ts), so Mantine's transitions
 * take no time (the theme respects it); a test of the transitions themselves asks for 'no-preference'.
 */
export function preferReducedMotion(reduce: boolean): void {
  happyDOM().settings.device.prefersReducedMotion = reduce ? 'reduce' : 'no-preference';
}
