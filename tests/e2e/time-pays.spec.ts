import { expect, test, type Page } from './fixtures';
import { advanceClock, api, availableCents, signIn, openFromMenu, readLedger, simulatorNow } from './support';

/**
 * Time that pays (SRV-44), end to end in Chromium against the built site: the demo persona moves the
 * simulator's clock 30 days with the sidebar's time machine; her investments pay their interest into the
 * wallet, the one that reached its end date repays its principal and leaves 'Mis inversiones'.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

interface Listed {
  data: {
    datos: { id: number; name: string; end_date: string; investment_amount: string }[];
    total_pages: number;
  };
}
interface Movements {
  data: { type: string; description: string; balance: string }[];
}

/** Server dates are 'YYYY-MM-DD HH:mm:ss' in Bogotá (UTC-5). */
const msOf = (serverDate: string) => Date.parse(`${serverDate.replace(' ', 'T')}-05:00`);

async function activeInvestments(page: Page) {
  const rows: Listed['data']['datos'] = [];
  for (let n = 1; ; n++) {
    const { body } = await api<Listed>(page, '/api/client/investments', { page: n });
    rows.push(...body.data.datos);
    if (n >= body.data.total_pages) return rows;
  }
}

async function activeTable(page: Page) {
  await openFromMenu(page, 'Mis inversiones');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const table = page.getByRole('table', { name: 'Inversiones activas' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

test("SRV-44 '+30 días' pays interest into DISPONIBLE and returns the principal of the investment that ended", async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  // The seed's pending reports are approved a minute after it: settle them before any figure is read.
  await advanceClock(page, 120_000);
  const before = await availableCents(page);
  const now = await simulatorNow(page);
  const active = await activeInvestments(page);
  const ending = active.filter((i) => msOf(i.end_date) <= now + 30 * 86_400_000);
  expect(ending.length, 'the demo has an investment ending within 30 days').toBeGreaterThan(0);
  const matured = ending[0]!.name;
  const principalCents = Math.round(Number(ending[0]!.investment_amount) * 100);
  expect(active.filter((i) => i.name === matured)).toHaveLength(1);
  await expect((await activeTable(page)).getByRole('row').filter({ hasText: matured })).toHaveCount(1);

  // The sidebar's time machine: 30 days on, the client still signed in (SRV-63).
  const clock = page.getByRole('region', { name: 'Reloj del simulador' });
  await clock.getByRole('button', { name: 'Avanzar el reloj 30 días' }).click();
  await expect.poll(() => simulatorNow(page)).toBeGreaterThanOrEqual(now + 30 * 86_400_000);
  await openFromMenu(page, 'Inicio');

  // The wallet grew by the interest and the principal, and the statement shows both.
  const after = await availableCents(page);
  expect(after).toBeGreaterThan(before);
  const movements = page.getByRole('table', { name: 'Movimientos de la cuenta' });
  await expect(
    movements.getByRole('row').filter({ hasText: `Devolución de capital — ${matured}` }),
  ).toHaveCount(1);
  await expect(movements.getByRole('row').filter({ hasText: 'Pago de intereses — ' }).first()).toBeVisible();
  const { body } = await api<Movements>(page, '/api/client/balance/list', { page: 1 });
  expect(body.data.filter((m) => m.type === 'INTERES').length).toBeGreaterThan(0);
  expect(body.data.filter((m) => m.type === 'VENCIMIENTO').map((m) => m.description)).toContain(
    `Devolución de capital — ${matured}`,
  );
  // More than the principal alone: interest came with it.
  expect(after - before).toBeGreaterThan(principalCents);

  // The matured investment has left the active list.
  await expect((await activeTable(page)).getByRole('row').filter({ hasText: matured })).toHaveCount(0);
  const ledger = await readLedger(page, DEMO.email);
  expect(ledger.total).toBe(0);
  expect(ledger.drifted).toEqual([]);
});

test("SRV-63 a year in twelve '+30 días' from the menu: the client stays signed in, no page error, each jump settled", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  const clock = page.getByRole('region', { name: 'Reloj del simulador' });
  const settled: number[] = [];
  for (let month = 1; month <= 12; month++) {
    const before = await simulatorNow(page);
    // From the click to a dashboard answered after the jump, what fell due in it settled on the way.
    const started = Date.now();
    await clock.getByRole('button', { name: 'Avanzar el reloj 30 días' }).click();
    await expect
      .poll(() => simulatorNow(page), { intervals: [50] })
      .toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    expect((await api(page, '/api/client/dashboard', {})).status).toBe(200);
    settled.push(Date.now() - started);
    await expect(page).toHaveURL(/\/cliente\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  }
  test
    .info()
    .annotations.push({ type: 'settling (ms) of each 30-day jump', description: settled.join(', ') });
  console.log(`settling of each 30-day jump (ms): ${settled.join(', ')}`);
  expect(errors).toEqual([]);
});
