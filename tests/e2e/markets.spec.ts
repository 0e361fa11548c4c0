import { expect, test, type Locator, type Page } from './fixtures';
import { advanceClock, api, availableCents, centsOf, signIn, openFromMenu, readLedger } from './support';

/**
 * The markets end to end in Chromium against the built site: two clients signed in in two tabs of one browser
 * (the simulated server is this browser's IndexedDB, shared by its tabs; each tab is its own device). A
 * invests in a primary project and offers the investment at 110 %; B buys it on the secondary market.
 */

// SRV-50: both clients are of the demo world (a real client's offers are not on a demo client's market).
const A = { email: 'emisor@simulador.test', password: 'emisor1234' };
const B = { email: 'demo@simulador.test', password: 'demo1234' };

/** Signs both clients in, each in its own tab, with every seeded approval already settled. */
async function twoClients(page: Page) {
  const a = page;
  await signIn(a, A.email, A.password);
  // The seed's pending reports are approved a minute after it: let that happen before any figure is read.
  await advanceClock(a, 120_000);
  const b = await a.context().newPage();
  await signIn(b, B.email, B.password);
  return { a, b };
}

/** Pages through the secondary market until `find` matches, or fails after the last page. */
async function findOnPages(page: Page, find: () => Locator): Promise<Locator> {
  const offers = page.getByRole('region', { name: 'Ofertas del mercado secundario' });
  const pager = page.getByRole('navigation', { name: 'Páginas del mercado secundario' });
  for (let n = 1; n <= 50; n++) {
    await expect(pager).toContainText(`Página ${n} de`);
    await expect(offers.getByRole('article').first()).toBeVisible();
    if ((await find().count()) > 0) return find().first();
    const next = pager.getByRole('button', { name: 'Siguiente' });
    if (!(await next.isEnabled())) break;
    await next.click();
  }
  throw new Error('not found on any page of the secondary market');
}

async function openMarket(page: Page, market: 'Mercado primario' | 'Mercado secundario') {
  await openFromMenu(page, 'Proyectos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mercado primario' })).toBeVisible();
  if (market === 'Mercado secundario') {
    // The list shown first may be the one loaded on entering; wait for the market as it is now.
    const fresh = page.waitForResponse((r) => r.url().endsWith('/api/client/projects/secundario'));
    await chooseSegment(page, 'Mercado secundario');
    await fresh;
    await expect(page.getByRole('heading', { level: 2, name: 'Mercado secundario' })).toBeVisible();
  }
}

/** Chooses a segment of a switch (its radio is hidden under the label). */
async function chooseSegment(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

/** A message modal with 'Aceptar': its text, once closed. */
async function acceptResult(page: Page): Promise<string> {
  const result = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
  await expect(result).toBeVisible({ timeout: 15_000 });
  const text = (await result.textContent()) ?? '';
  await result.getByRole('button', { name: 'Aceptar' }).click();
  await expect(result).toHaveCount(0);
  return text;
}

/** A primary project on the first page with room for `amount`, invested through the invest modal. */
async function investInPrimary(page: Page, amount: string): Promise<string> {
  const listed = await api<{ data: { name: string; disponible: string }[] }>(page, '/api/client/projects', {
    page: 1,
  });
  const project = listed.body.data.find((p) => Number(p.disponible) >= Number(amount) * 10)!.name;
  await openMarket(page, 'Mercado primario');
  const table = page.getByRole('table', { name: 'Proyectos del mercado primario' });
  await table.getByRole('button', { name: project, exact: true }).first().click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`^Detalle de la inversión de ${project.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await expect(dialog).toBeVisible();
  const tab = dialog.getByRole('tab', { name: 'Saldo en la cuenta' });
  if (await tab.isVisible()) await tab.click();
  await dialog.getByLabel(/^Monto a invertir/).fill(amount);
  await dialog.getByRole('button', { name: 'Invertir', exact: true }).click();
  await acceptResult(page);
  return project;
}

test('A invests, offers the investment at 110 %, B buys it: balances move by the sale price and the ledger still sums to zero', async ({
  page,
}) => {
  // Two first visits, each client's dashboard opened afresh five times and a dozen screens between them: the
  // longest journey of the suite (about 45 s on a quiet machine), three times the default bound.
  test.slow();
  const { a, b } = await twoClients(page);
  const a0 = await availableCents(a);
  const b0 = await availableCents(b);

  // A: 100 into a primary project.
  const project = await investInPrimary(a, '100');
  expect(await availableCents(a)).toBe(a0 - 10_000);

  // A: offers that investment at 110 %, with no end date.
  await openFromMenu(a, 'Mis inversiones');
  await a.getByRole('button', { name: 'Continuar' }).click();
  const active = a.getByRole('table', { name: 'Inversiones activas' });
  const row = active.getByRole('row').filter({ hasText: project }).filter({ hasText: '100.00' }).first();
  await row.getByRole('button', { name: 'Ofertar' }).click();
  const sell = a.getByRole('dialog', { name: `Detalle de la inversión de ${project}` });
  await sell.getByRole('tab', { name: 'Procesar venta' }).click();
  await sell.getByRole('radio', { name: 'Sin vencimiento' }).check();
  await sell.getByLabel(/Porcentaje de venta/).fill('110');
  await expect(sell.getByText('Precio final venta')).toBeVisible();
  await expect(sell).toContainText('110.00');
  await sell.getByRole('button', { name: 'Ofertar inversión' }).click();
  await acceptResult(a);
  await expect(row.getByRole('button', { name: 'Ofertado' })).toBeDisabled();

  // B: finds it on the secondary market and buys it.
  await openMarket(b, 'Mercado secundario');
  const offers = b.getByRole('region', { name: 'Ofertas del mercado secundario' });
  const card = await findOnPages(b, () =>
    offers.getByRole('article', { name: project }).filter({ hasText: '110.00' }),
  );
  await card.getByRole('button', { name: 'Comprar' }).click();
  const purchase = b.getByRole('dialog', { name: `Detalle de la inversión de ${project}` });
  await purchase.getByRole('button', { name: 'Comprar' }).click();
  await acceptResult(b);

  // The price moved from B to A, and nothing else.
  expect(await availableCents(b)).toBe(b0 - 11_000);
  expect(await availableCents(a)).toBe(a0 - 10_000 + 11_000);

  // A's investment is sold, B's is active.
  await openFromMenu(a, 'Mis inversiones');
  await a.getByRole('button', { name: 'Continuar' }).click();
  await chooseSegment(a, 'Inversiones vendidas');
  await expect(
    a
      .getByRole('table', { name: 'Inversiones vendidas' })
      .getByRole('row')
      .filter({ hasText: project })
      .filter({
        hasText: '110.00',
      }),
  ).not.toHaveCount(0);
  await openFromMenu(b, 'Mis inversiones');
  await b.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    b.getByRole('table', { name: 'Inversiones activas' }).getByRole('row').filter({ hasText: project }),
  ).not.toHaveCount(0);

  const ledger = await readLedger(a, A.email);
  expect(ledger.total).toBe(0);
  expect(ledger.drifted).toEqual([]);
  expect(centsOf(ledger.accounts[`wallet:${ledger.clientId}`])).toBe(a0 + 1_000);
});
