import type { Page } from '@playwright/test';

/**
 * Waits until the simulator answers and the live app has taken over the page: a prerendered public screen
 * (portal.html, cotizador.html) is painted from HTML first and stays inert until the scripts replace it, so
 * typing into it earlier would be lost.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => '__simulator' in window && !document.getElementById('root')?.hasAttribute('inert'),
    null,
    { timeout: 15_000 },
  );
}
