import { expect, test, type Page } from './fixtures';
import { advanceClock, api, availableCents, login, openFromMenu, readLedger } from './support';

/**
 * Money in and out, end to end in Chromium against the built site: a deposit reported with its proof and
 * approved a simulated minute later, a withdrawal with its fee shown before it is sent, the demo's disabled
 * submit, the card transfer limit and the card movements export.
 */

const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };
const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'root', 'the flows are the same under the sub-path build');
});

/** Signs in with every seeded approval already settled, so no figure moves during the test by itself. */
async function signedIn(page: Page, who: { email: string; password: string }) {
  await login(page, who.email, who.password);
  await advanceClock(page, 120_000);
}

async function acceptResult(page: Page, name: RegExp | string): Promise<string> {
  const result = page.getByRole('dialog', { name });
  await expect(result).toBeVisible({ timeout: 15_000 });
  const text = (await result.textContent()) ?? '';
  await result.getByRole('button', { name: 'Aceptar' }).click();
  await expect(result).toHaveCount(0);
  return text;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test("a reported deposit shows 'EN PROCESO', and 'APROBADO' with the available balance raised once the clock moves", async ({
  page,
}) => {
  await signedIn(page, INVERSOR);
  const before = await availableCents(page);

  await openFromMenu(page, 'Depósito');
  await page.getByRole('tab', { name: 'Reportar Depósitos' }).click();
  const form = page.getByRole('form', { name: 'Reportar Depósitos' });
  await form.getByRole('textbox', { name: /^Monto/ }).fill('250.75');
  await expect(form).toContainText('Está reportando un depósito de');
  await form.getByRole('combobox', { name: /^Dirección USDT/ }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /^Hash de la transacción/ }).fill('ab'.repeat(32));
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Reportar depósito' }).click();
  await acceptResult(page, /Depósito reportado/);

  const list = page.getByRole('table', { name: 'Mis depósitos' });
  const search = page.getByLabel('Buscar depósitos');
  await page.getByRole('tab', { name: 'Mis depósitos' }).click();
  await search.fill('250.75');
  await expect(list.getByRole('row').filter({ hasText: '250.75' })).toContainText('EN PROCESO');
  expect(await availableCents(page)).toBe(before);

  // A simulated minute later the platform has approved it.
  await advanceClock(page, 61_000);
  await openFromMenu(page, 'Depósito');
  await page.getByRole('tab', { name: 'Mis depósitos' }).click();
  await search.fill('250.75');
  await expect(list.getByRole('row').filter({ hasText: '250.75' })).toContainText('APROBADO');
  expect(await availableCents(page)).toBe(before + 25_075);
  expect((await readLedger(page, INVERSOR.email)).total).toBe(0);
});

interface WithdrawalRow {
  netMicro: number;
  feeMicro: number;
  amountMicro: number;
  clientId: number;
}

/** The withdrawals stored in the simulator's IndexedDB. */
function storedWithdrawals(page: Page): Promise<WithdrawalRow[]> {
  return page.evaluate(
    () =>
      new Promise<WithdrawalRow[]>((resolve, reject) => {
        const open = indexedDB.open('plataforma-simulador');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('withdrawals').objectStore('withdrawals').getAll();
          request.onsuccess = () => {
            resolve(request.result as WithdrawalRow[]);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Opens the national-transfer tab of Retiro and chooses the first beneficiary; returns the modal. */
async function withdrawalModal(page: Page) {
  await openFromMenu(page, 'Retiro');
  await page.getByRole('tab', { name: 'Transferencia nacional' }).click();
  const beneficiaries = page.getByRole('table', { name: 'Beneficiarios: Transferencia nacional' });
  await beneficiaries
    .getByRole('button', { name: /Continuar/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Solicitud de retiro a / });
  await expect(dialog).toBeVisible();
  return dialog;
}

const figure = (dialog: ReturnType<Page['getByRole']>, label: string) =>
  dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a non-demo client withdraws 100: the fee and the net show before submitting, and the net is stored', async ({
  page,
}) => {
  await signedIn(page, INVERSOR);
  const before = await availableCents(page);
  const dialog = await withdrawalModal(page);
  await dialog.getByRole('textbox', { name: /^Monto \(USDT\)/ }).fill('100');
  // The client's rates: 1.00 flat and 2 %.
  await expect(figure(dialog, 'Monto a enviar')).toHaveText('$ 100.00');
  await expect(figure(dialog, 'Comisión')).toHaveText('$ 3.00');
  await expect(figure(dialog, 'total a recibir')).toHaveText('$ 97.00');
  const stored = (await storedWithdrawals(page)).length;
  await dialog.getByRole('button', { name: 'Solicitar retiro' }).click();
  const result = await acceptResult(page, 'Resultado de la solicitud');
  expect(result).toMatch(/\d{6}/);

  const rows = await storedWithdrawals(page);
  expect(rows).toHaveLength(stored + 1);
  expect(rows.at(-1)).toMatchObject({ amountMicro: 100_000_000, feeMicro: 3_000_000, netMicro: 97_000_000 });
  // The amount is held, not spent: it leaves the available balance.
  expect(await availableCents(page)).toBe(before - 10_000);
  expect((await readLedger(page, INVERSOR.email)).total).toBe(0);
});

test('a demo client sees the demonstration notice and cannot submit a withdrawal', async ({ page }) => {
  await signedIn(page, DEMO);
  const dialog = await withdrawalModal(page);
  await dialog.getByRole('textbox', { name: /^Monto \(USDT\)/ }).fill('100');
  await expect(dialog.getByText(/Esta plataforma es una demostración/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Solicitar retiro' })).toBeDisabled();
});

test('a card transfer of 3000.01 is refused by the form and by the server', async ({ page }) => {
  await signedIn(page, INVERSOR);
  const cards = await api<{ data: { data: { id: number; status: string }[] } }>(page, '/api/card/list');
  const card = cards.body.data.data.find((c) => c.status === 'APROBADO')!;
  await openFromMenu(page, 'Tarjetas');
  await page.getByRole('tab', { name: 'Transferir' }).click();
  await page.getByRole('combobox', { name: /Tarjeta/ }).selectOption(String(card.id));
  await page.getByRole('textbox', { name: /Monto/ }).fill('3000.01');
  await page.getByRole('textbox', { name: /Notas/ }).fill('Viaje');
  await page.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByRole('alert')).toContainText('El monto máximo por transferencia a tarjeta es 3000.');

  const before = await readLedger(page, INVERSOR.email);
  const refused = await api<{ success: boolean; message: string }>(page, '/api/wallet/transfer', {
    card_id: card.id,
    amount: '3000.01',
    notes: 'Viaje',
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(refused.body.success).toBe(false);
  expect(refused.body.message).toBeTruthy();
  expect((await readLedger(page, INVERSOR.email)).accounts).toEqual(before.accounts);
});

test("a card's movements export opens a file holding the card's movements", async ({ page }) => {
  await signedIn(page, INVERSOR);
  await openFromMenu(page, 'Tarjetas');
  const table = page.getByRole('table', { name: 'Lista de tarjetas' });
  await table
    .getByRole('button', { name: /^Exportar movimientos/ })
    .and(page.locator(':enabled'))
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Exportar movimientos' });
  await modal.getByLabel('Desde').fill('2020-01-01');
  await modal.getByLabel('Hasta').fill('2030-12-31');
  // Leaving the field closes its calendar, which would otherwise lie over the buttons.
  await modal.getByLabel('Hasta').press('Tab');
  await expect(modal.getByRole('radio', { name: 'XML' })).toBeChecked();
  // The browser would show or download the file in a new tab; keep the address it is given instead.
  await page.evaluate(() => {
    window.open = (url?: string | URL) => {
      (window as unknown as { openedFile: string }).openedFile = String(url);
      return null;
    };
  });
  await modal.getByRole('button', { name: 'Exportar' }).click();
  await page.waitForFunction(() => 'openedFile' in window);
  const url = await page.evaluate(() => (window as unknown as { openedFile: string }).openedFile);
  expect(url).toMatch(/^blob:/);
  // The file, read back from the page that made it.
  const text = await page.evaluate(async (u) => (await fetch(u)).text(), url);
  expect(text).toContain('Tienda Falabella');
  expect(text).toContain('Restaurante Carmen Medellín');
});
