import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { advanceClock, api, login, openFromMenu } from './support';
import { demoCardApplication } from '../card-application';

/**
 * The dashboard's checklist 'Qué probar' end to end in Chromium against the built site: every step ticks from
 * the simulator's state once it is done (some through the screens, the rest through the calls those screens
 * make, with the tab's own token) and stays ticked after a reload; 'Ocultar' is remembered across reloads.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const DAY = 86_400_000;

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'root', 'the same screens as the root build');
});

const guide = (page: Page) => page.getByRole('region', { name: 'Qué probar' });
/** The tick of the step whose link is `label` ('Hecho' or 'Pendiente'). */
const tickOf = (page: Page, label: string) =>
  guide(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: label }) })
    .getByRole('img');

const STEPS = {
  invertir: 'Invertir en un proyecto',
  ofertar: 'Poner una inversión en venta',
  comprar: 'Comprar una oferta del mercado secundario',
  depositar: 'Reportar un depósito y ver cómo se aprueba',
  tarjeta: 'Solicitar una tarjeta',
  intereses: 'Avanzar el reloj 30 días y ver los intereses',
} as const;

async function openDashboard(page: Page) {
  await page.goto('cliente/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeAttached();
  await expect(guide(page)).toBeVisible();
}

/** The step is ticked on the dashboard, and still is after a reload. */
async function expectTicked(page: Page, done: number, ...labels: string[]) {
  for (const label of labels) await expect(tickOf(page, label)).toHaveAccessibleName('Hecho');
  await expect(guide(page)).toContainText(`${done} de 6`);
  await page.reload();
  await expect(guide(page)).toContainText(`${done} de 6`);
  for (const label of labels) await expect(tickOf(page, label)).toHaveAccessibleName('Hecho');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('each step ticks once the simulator has it done, and stays ticked after a reload', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, DEMO.email, DEMO.password);
  // The seed's own pending deposit is approved a minute after the seed: it is not the visitor's.
  await advanceClock(page, 120_000);
  await openDashboard(page);
  await expect(guide(page)).toContainText('0 de 6');
  await expect(guide(page).getByRole('img', { name: 'Pendiente' })).toHaveCount(6);

  // Invest through the call the invest modal makes, while the dashboard shows: it ticks without a reload.
  const projects = await api<{ data: { id: number; disponible: string }[] }>(page, '/api/client/projects', {
    page: 1,
  });
  const project = projects.body.data.find((p) => Number(p.disponible) >= 1000)!;
  const invested = await api(page, '/api/client/investments/create', {
    amount: '100',
    project_id: project.id,
  });
  expect(invested.status).toBe(200);
  await expect(tickOf(page, STEPS.invertir)).toHaveAccessibleName('Hecho', { timeout: 15_000 });
  await expectTicked(page, 1, STEPS.invertir);

  // Offer one of the active investments, as the sell modal does.
  const listed = await api<{
    data: { datos: { id: number; mercado_secundario: number; end_date: string }[] };
  }>(page, '/api/client/investments', { page: 1 });
  const free = listed.body.data.datos.find((i) => i.mercado_secundario === 0)!;
  const offered = await api(page, '/api/client/offers/create', {
    investment_id: free.id,
    rendimiento: '0',
    date_type: 3,
    date_value: '',
    amount_percentage: '100',
  });
  expect(offered.status).toBe(200);
  await expectTicked(page, 2, STEPS.ofertar);

  // Buy another client's offer, as the purchase modal does.
  const market = await api<{ data: { offer_id: number; precioventa: string }[] }>(
    page,
    '/api/client/projects/secundario',
    { page: 1 },
  );
  const offer = market.body.data.find((o) => Number(o.precioventa) <= 5000)!;
  const bought = await api(page, '/api/client/investments/create_secundary', { offer_id: offer.offer_id });
  expect(bought.status).toBe(200);
  await expectTicked(page, 3, STEPS.comprar);

  // Report a deposit through the screen: pending until the clock approves it a minute later.
  await guide(page).getByRole('link', { name: STEPS.depositar }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Depósito' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reportar Depósitos' }).click();
  const form = page.getByRole('form', { name: 'Reportar Depósitos' });
  await form.getByRole('textbox', { name: /^Monto/ }).fill('150');
  await form.getByRole('combobox', { name: /^Dirección USDT/ }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /^Hash de la transacción/ }).fill('ef'.repeat(32));
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Reportar depósito' }).click();
  const result = page.getByRole('dialog', { name: /Depósito reportado/ });
  await result.getByRole('button', { name: 'Aceptar' }).click();
  await openFromMenu(page, 'Inicio');
  await expect(guide(page)).toContainText('3 de 6');
  await expect(tickOf(page, STEPS.depositar)).toHaveAccessibleName('Pendiente');
  await advanceClock(page, 61_000);
  await expect(tickOf(page, STEPS.depositar)).toHaveAccessibleName('Hecho', { timeout: 15_000 });
  await expectTicked(page, 4, STEPS.depositar);

  // Apply for a card, as the application form does.
  const applied = await api(page, '/api/card/create', demoCardApplication);
  expect(applied.status).toBe(200);
  await expectTicked(page, 5, STEPS.tarjeta);
  await expect(tickOf(page, STEPS.intereses)).toHaveAccessibleName('Pendiente');
  await expect(guide(page)).not.toContainText('¡Ha probado todo!');
  await guide(page).screenshot({ path: test.info().outputPath('que-probar-5-de-6.png') });
  const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('interest paid after 30 simulated days ticks the last step once the client signs in again', async ({
  page,
}) => {
  await login(page, DEMO.email, DEMO.password);
  await openDashboard(page);
  await expect(tickOf(page, STEPS.intereses)).toHaveAccessibleName('Pendiente');
  // The session lasts 22 h 20 min of simulated time: the jump ends it, and the client signs in again.
  await advanceClock(page, 30 * DAY);
  await login(page, DEMO.email, DEMO.password);
  await openDashboard(page);
  await expectTicked(page, 1, STEPS.intereses);
});

test("'Ocultar' is remembered after a reload, 'Mostrar «Qué probar»' brings it back; the card fits a phone", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, DEMO.email, DEMO.password);
  await openDashboard(page);
  await expect(guide(page)).toContainText('0 de 6');
  // Nothing of the card is wider than the phone's screen.
  const overflow = await guide(page).evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await guide(page).screenshot({ path: testInfo.outputPath('que-probar-375.png') });

  await guide(page).getByRole('button', { name: 'Ocultar «Qué probar»' }).click();
  const show = page.getByRole('button', { name: 'Mostrar «Qué probar»' });
  await expect(show).toBeFocused();
  await expect(guide(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeAttached();
  await expect(show).toBeVisible();
  await expect(guide(page)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await show.click();
  await expect(guide(page)).toBeVisible();
  await expect(guide(page).getByRole('button', { name: 'Ocultar «Qué probar»' })).toBeFocused();
  await page.reload();
  await expect(guide(page)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(guide(page)).toContainText('0 de 6');
  await guide(page).screenshot({ path: testInfo.outputPath('que-probar-1280.png') });
});
