import { expect, test, type Page } from './fixtures';
import { cardCents } from './support';

/**
 * The prospect's way in, in a real browser: from the site's root, one click on a 'Probar la demo' persona,
 * no typing, lands on a dashboard with money and history on it, on a first visit that seeds the store. The
 * other personas' cards and where each lands are proved by the screen tests (demo-personas.test.tsx); the
 * same click followed by an investment and a reload runs in Chromium, Firefox and WebKit (tests/engines).
 */

const section = (page: Page) => page.getByRole('region', { name: 'Probar la demo' });

async function enterAs(page: Page, name: string, lands = { path: 'dashboard', title: 'Inicio' }) {
  await page.goto('');
  await section(page)
    .getByRole('button', { name: new RegExp(`^${name} `) })
    .click();
  // A first visit: the simulator's script is compiled with no cache, the store is seeded, and a password
  // login loads the client's whole state before the dashboard (SESS-04): seconds of CPU on a 2-core machine
  // that the other test worker shares.
  await expect(page).toHaveURL(new RegExp(`/cliente/${lands.path}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: lands.title })).toBeVisible();
}

/** The investments chart's accessible table: one row per date. */
async function chartRows(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: 'Monto invertido acumulado por fecha' });
  await expect(table).toBeAttached();
  return table.locator('tbody tr').count();
}

test('Valentina Ríos: one click from / lands on a full dashboard in USDT', async ({ page }) => {
  await enterAs(page, 'Valentina Ríos');
  expect(await cardCents(page, 'Saldo disponible')).toBeGreaterThan(0);
  expect(await cardCents(page, 'Mis inversiones')).toBeGreaterThan(0);
  expect(await cardCents(page, 'Ganancias esperadas')).toBeGreaterThan(0);
  await expect(
    page
      .getByRole('region', { name: 'Resumen de la cuenta' })
      .getByRole('group', { name: 'Saldo disponible' }),
  ).toContainText('USDT');
  expect(await chartRows(page)).toBeGreaterThan(5);
});
