/**
 * The hand-over from a prerendered public screen to the live app. Until the scripts arrive the page is plain
 * HTML: fields take typing natively, and the inline script that the build writes into each prerendered page
 * (scripts/prerender-plugin.ts, EARLY_ACTIONS_SCRIPT) holds back a form's submission or a button's click so the
 * browser does not act on them alone. Once React has adopted the page, those actions are played again on the
 * same nodes, so nothing the visitor did is lost.
 */

import { moveAfterASecond } from '@/shared/ui/states/loading-motion';

/** The root carries this attribute while the page is still the build's HTML (removed when React adopts it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * A client screen's own page (cliente/<screen>.html) paints the client area's 'Cargando...' from its HTML in an
 * element of this id beside the root, while the code, the session check and the screen's data are on their way.
 */
export const CLIENT_LOADING_ID = 'client-loading';

/**
 * Hides the page's loading view once the app draws anything in the root (the screen, the route's own loading
 * view, the login it is sent to), and removes it once that frame has painted. The observer runs before the
 * browser paints again, so the two never show together and the page is never blank between them. Hidden first,
 * its boxes are dropped as the browser draws, not torn down one by one by script inside the app's first commit
 * (as a list's skeleton is, shared/ui/states/loading-swap.tsx). The root's style elements are Mantine's, not
 * content.
 */
export function dropLoadingViewOnceDrawn(root: HTMLElement): void {
  const view = document.getElementById(CLIENT_LOADING_ID);
  if (!view) return;
  // Its spinner and lines move a second after the page first painted them, as the app's own do after they mount.
  const shownAt = performance.getEntriesByName('first-paint')[0]?.startTime;
  const stillWaiting = [...view.querySelectorAll('[data-state="loading"], [data-skeleton]')].map((element) =>
    moveAfterASecond(element, shownAt),
  );
  const observer = new MutationObserver(() => {
    if (![...root.children].some((child) => child.tagName !== 'STYLE')) return;
    view.hidden = true;
    observer.disconnect();
    for (const forget of stillWaiting) forget();
    // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
    requestAnimationFrame(() => setTimeout(() => view.remove()));
  });
  observer.observe(root, { childList: true });
}

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

/** The value setter of the element's class, which React's change tracking does not see. */
function nativeValueSetter(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
}

/**
 * React adopts a field as it finds it but keeps its own state, which still holds what the build rendered; the
 * next render would put that back. So every field whose content differs from what React rendered (the
 * default value or check it gave the element) is told to React as a change, the way a keystroke is.
 */
function replayTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      // Through React's tracker to the rendered state, then a real click to the visitor's.
      field.checked = !field.checked;
      field.click();
      continue;
    }
    if (field instanceof HTMLSelectElement) {
      const rendered = [...field.options].findIndex((o) => o.defaultSelected);
      if (field.selectedIndex === Math.max(rendered, 0)) continue;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (field.type === 'file' || field.value === field.defaultValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    nativeValueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Called once the live app has rendered the page's content: marks the root live, hands React what was typed,
 * and plays the held-back actions one task later, once those values are in React's state.
 */
export function markAppLive(root: HTMLElement): void {
  root.setAttribute(LIVE_ATTRIBUTE, '');
  replayTypedValues(root);
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
