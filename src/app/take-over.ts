/**
 * The hand-over from a prerendered public screen to the live app. Until the scripts arrive the page is plain
 * HTML: fields take typing natively, and the inline script that the build writes into each prerendered page
 * (scripts/prerender-plugin.ts, EARLY_ACTIONS_SCRIPT) holds back a form's submission or a button's click so the
 * browser does not act on them alone. Once React has adopted the page, those actions are played again on the
 * same nodes, so nothing the visitor did is lost.
 */

/** The root carries this attribute while the page is still the build's HTML (removed when React adopts it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set once the live app has rendered: tests and the early-actions script read it. */
export const LIVE_ATTRIBUTE = 'data-live';

type EarlyAction = HTMLFormElement | HTMLElement;

declare global {
  interface Window {
    __earlyActions?: EarlyAction[];
  }
}

/** Marks the page as the app's: from here on React answers every event itself. */
export function adoptPrerenderedPage(root: HTMLElement): void {
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * Called after the live app's first commit: marks the root live and plays the held-back actions, one task
 * later, so React has first replayed what was typed into the fields (a submit must see those values).
 */
export function markAppLive(root: HTMLElement): void {
  root.setAttribute(LIVE_ATTRIBUTE, '');
  const held = window.__earlyActions ?? [];
  window.__earlyActions = [];
  if (held.length === 0) return;
  setTimeout(() => {
    for (const target of held) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  });
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Runs `then` once, on the visitor's first key, touch, click or focus anywhere on the page. */
export function whenVisitorActs(then: () => void): void {
  const fire = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, fire, true);
    then();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, fire, { capture: true, passive: true });
}
