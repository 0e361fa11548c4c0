import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import { expect, test, type Page } from './fixtures';
import { isPdf, pdfPlainTextOf } from '../../src/features/movements/model/pdf-text';
import { expectNoSidewaysScroll, expectNoViolations, signIn } from './support';

/**
 * 'Estado de cuenta' end to end in Chromium against the built site (STMT-13..STMT-20): opened from the
 * movements panel, a preset chosen, the figures on screen, and the PDF, XLSX and CSV downloaded and read back;
 * at a desktop's width and at a phone's, with axe on the screen.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const NOT_REAL = 'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.';

async function openStatement(page: Page) {
  await signIn(page, DEMO.email, DEMO.password);
  await page.getByRole('link', { name: 'Ver el estado de cuenta de cualquier periodo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estado de cuenta' })).toBeVisible();
  await page.getByRole('button', { name: 'Este año' }).click();
  await expect(page).toHaveURL(/desde=\d{4}-01-01&hasta=\d{4}-12-31/);
  await expect(page.getByText('Cargando...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Totales por tipo', { exact: true })).toBeVisible();
}

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The number of movements the screen says the period has. */
async function countShown(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ movimientos?$/).textContent();
  return Number(text!.split(' ')[0]);
}

test('desktop: a preset shows the period, and its PDF, XLSX and CSV hold every movement between the balances', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openStatement(page);
  await expect(page.getByTestId('demo-notice')).toHaveText(NOT_REAL);
  // The period is in the URL: a reload opens the same statement.
  const url = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Estado de cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Este año' })).toHaveAttribute('aria-pressed', 'true');
  expect(page.url()).toBe(url);
  await expect(page.getByText('Totales por tipo', { exact: true })).toBeVisible();
  const count = await countShown(page);
  expect(count).toBeGreaterThan(5);
  const table = page.getByRole('table', { name: 'Movimientos de la cuenta' });
  await expect(table.getByRole('row')).toHaveCount(count + 1);
  await expectNoViolations(page, 'statement, desktop');

  const csv = await download(page, 'Descargar el estado de cuenta en CSV');
  expect(csv.name).toMatch(/^estado-de-cuenta-\d{4}-01-01-a-\d{4}-12-31\.csv$/);
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[2]).toBe(NOT_REAL);
  const opening = lines.findIndex((l) => l.startsWith(',,Saldo inicial,'));
  const closing = lines.findIndex((l) => l.startsWith(',,Saldo final,'));
  expect(closing - opening - 1).toBe(count);
  // Opening + every amount = closing, in cents.
  const cents = (text: string) => Math.round(Number(text) * 100);
  const amounts = lines.slice(opening + 1, closing).map((l) => cents(l.split(',').at(-2)!));
  expect(cents(lines[opening]!.split(',').at(-1)!) + amounts.reduce((a, b) => a + b, 0)).toBe(
    cents(lines[closing]!.split(',').at(-1)!),
  );

  const xlsx = await download(page, 'Descargar el estado de cuenta en Excel (XLSX)');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const rows = await readSheet(xlsx.bytes, 'Movimientos');
  expect(rows).toHaveLength(count + 3);
  for (const row of rows.slice(2, -1)) {
    expect(row[0]).toBeInstanceOf(Date);
    expect(typeof row[4]).toBe('number');
    expect(typeof row[5]).toBe('number');
  }

  const pdf = await download(page, 'Descargar el estado de cuenta en PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  const blob = new Blob([pdf.bytes]);
  expect(await isPdf(blob)).toBe(true);
  const text = await pdfPlainTextOf(blob);
  expect(text).toContain(NOT_REAL);
  expect(text).toContain('Saldo inicial');
  expect(text).toContain('Saldo final');
  const codes = await table
    .getByRole('row')
    .evaluateAll((trs) => trs.slice(1).map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''));
  for (const code of codes) expect(text).toContain(code);
});

test('phone (375 px): the movements as cards without sideways scroll, and the tax summary downloads as CSV', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openStatement(page);
  const count = await countShown(page);
  const cards = page.getByRole('list', { name: 'Movimientos de la cuenta (en tarjetas)' });
  await expect(cards.getByRole('listitem')).toHaveCount(count);
  await expect(page.getByRole('table', { name: 'Movimientos de la cuenta' })).toBeHidden();
  await expectNoSidewaysScroll(page, 375);

  await expect(page.getByText('Resultado del mercado secundario')).toBeVisible();
  // The statement and the tax summary below it (its download buttons' names begin with what they show).
  await expectNoViolations(page, 'statement, 375 px');
  const year = await page.getByRole('combobox', { name: 'Año' }).inputValue();
  const csv = await download(page, `Descargar CSV del resumen de ${year}`);
  expect(csv.name).toBe(`resumen-fiscal-${year}.csv`);
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(`Resumen anual para impuestos ${year}`);
  expect(lines).toContain('Fecha,Código,Descripción,Precio de venta,Costo,Resultado');
});
