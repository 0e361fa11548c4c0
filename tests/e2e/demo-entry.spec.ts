import { expect, test, type Page } from './fixtures';
import { cardCents } from './support';

/**
 * The prospect's way in: 'Probar la demo' on the login (at / too), one click per persona, no typing. Each
 * investor persona lands on a dashboard with money and history on it; the new client lands on the welcome
 * that starts the profile and identity path.
 */

const section = (page: Page) => page.getByRole('region', { name: 'Probar la demo' });

async function enterAs(page: Page, name: string, lands = { path: 'dashboard', title: 'Inicio' }) {
  await page.goto('');
  await section(page)
    .getByRole('button', { name: new RegExp(`^${name} `) })
    .click();
  // A first visit seeds the store and loads the client's whole state before the dashboard: on a saturated
  // 2-core machine that has taken over 20 s (as for a first sign-in in simulator-everywhere.spec.ts).
  await expect(page).toHaveURL(new RegExp(`/cliente/${lands.path}$`), { timeout: 40_000 });
  await expect(page.getByRole('heading', { level: 1, name: lands.title })).toBeVisible();
}

/** The investments chart's accessible table: one row per date. */
async function chartRows(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: 'Monto invertido acumulado por fecha' });
  await expect(table).toBeAttached();
  return table.locator('tbody tr').count();
}

for (const [name, currency] of [
  ['Valentina Ríos', 'USDT'],
  ['Andrés Gómez', '$'],
] as const) {
  test(`${name}: one click from / lands on a full dashboard in ${currency}`, async ({ page }) => {
    await enterAs(page, name);
    expect(await cardCents(page, 'Saldo disponible')).toBeGreaterThan(0);
    expect(await cardCents(page, 'Mis inversiones')).toBeGreaterThan(0);
    expect(await cardCents(page, 'Ganancias esperadas')).toBeGreaterThan(0);
    await expect(
      page
        .getByRole('region', { name: 'Resumen de la cuenta' })
        .getByRole('group', { name: 'Saldo disponible' }),
    ).toContainText(currency);
    expect(await chartRows(page)).toBeGreaterThan(5);
  });
}

test('Constructora Andina: one click lands on the issuer’s dashboard, with its own projects a click away', async ({
  page,
}) => {
  await enterAs(page, 'Constructora Andina');
  expect(await cardCents(page, 'Saldo disponible')).toBeGreaterThan(0);
  await page.goto('cliente/ofertas');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.locator('label', { hasText: 'Mis proyectos' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mis proyectos' })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
});

test('Lucía Fernández: one click lands on the welcome of a brand-new client, on the way to her profile', async ({
  page,
}) => {
  await enterAs(page, 'Lucía Fernández', { path: 'user-profile', title: 'Mi cuenta' });
  const welcome = page.getByRole('dialog', { name: 'BIENVENIDO' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('Por favor, complete su información personal para continuar.');
});

test('the persona cards are not in the way of the login form: the form still signs in by typing', async ({
  page,
}) => {
  await page.goto('portal');
  await expect(section(page).getByRole('button')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'ENTRAR A MI CUENTA' })).toBeVisible();
});
