import type { Page } from '@playwright/test';

/**
 * Waits until the live app has taken over the page, the simulator answers, and its service worker controls
 * the page. A prerendered public screen is plain HTML until the scripts adopt it (the root then carries
 * data-live), and the simulator starts on the first call or on the visitor's first key, touch or click: a key
 * press (Shift, which types nothing) starts it here as a visitor would. A first visit's page answers its own
 * calls until the worker has installed and taken it; the tests' own fetch() calls, and what they observe of
 * the page's calls on the network, need the worker.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => '__simulator' in window, null, { timeout: 15_000 });
  await page.waitForFunction(
    () => (window as { __simulator?: { answeredBy: string } }).__simulator?.answeredBy === 'worker',
    null,
    { timeout: 15_000 },
  );
}
