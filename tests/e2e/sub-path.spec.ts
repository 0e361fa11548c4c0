import { expect, test } from './fixtures';
import { waitForApp } from './app-ready';
import { api, openFromMenu } from './support';

/**
 * The site built for a sub-path ('/demo/'), served there: the smoke test of that build, the rest of the suite
 * runs on the root build. It starts at the base URL, signs in through the sign-in screen, books one investment
 * through the invest modal, reloads and still shows it: routing, the prerendered pages, the service worker's
 * scope and IndexedDB all under the base path. On the way, the modal's 'Datos de oferta' is the PDF the site
 * serves under the base path (INVEST-04: the seed's documents are relative paths).
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const AMOUNT = '123.45';

test('ROUTE-01 SRV-01 under /demo/: the base URL opens the login, a sign-in, one investment, and a reload that still shows it', async ({
  page,
  baseURL,
}) => {
  await page.goto('');
  await expect(page).toHaveURL(new URL('portal', baseURL).href);
  await waitForApp(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    new URL('simulator-worker.js', baseURL).href,
  );

  await page.getByLabel('Correo electrónico').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar a mi cuenta' }).click();
  await expect(page).toHaveURL(new URL('cliente/dashboard', baseURL).href);

  const listed = await api<{ data: { name: string; disponible: string; pdf_oferente: string | null }[] }>(
    page,
    '/api/client/projects',
    { page: 1 },
  );
  const project = listed.body.data.find(
    (p) => Number(p.disponible) >= 1000 && p.pdf_oferente?.endsWith('.pdf'),
  )!.name;
  await openFromMenu(page, 'Proyectos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('table', { name: 'Proyectos del mercado primario' })
    .getByRole('button', { name: project, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Detalle de la inversión de / });
  const offerPdf = dialog.getByRole('link', { name: 'Datos de oferta' });
  await expect(offerPdf).toHaveAttribute('href', new URL('documentos/datos-de-oferta.pdf', baseURL).href);
  const pdf = await page.request.get((await offerPdf.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const balanceTab = dialog.getByRole('tab', { name: 'Saldo en la cuenta' });
  if (await balanceTab.isVisible()) await balanceTab.click();
  await dialog.getByLabel(/^Monto a invertir/).fill(AMOUNT);
  await dialog.getByRole('button', { name: 'Invertir', exact: true }).click();
  const result = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
  await expect(result).toContainText('Inversión realizada con éxito');
  await result.getByRole('button', { name: 'Aceptar' }).click();

  await openFromMenu(page, 'Mis inversiones');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const row = page
    .getByRole('table', { name: 'Inversiones activas' })
    .getByRole('row')
    .filter({ hasText: project })
    .filter({ hasText: AMOUNT });
  await expect(row).not.toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/\/demo\/cliente\/inversiones/);
  await expect(row).not.toHaveCount(0);
});
