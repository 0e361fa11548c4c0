import { expect, test } from './fixtures';
import { waitForApp } from './app-ready';
import { api, expectNoSidewaysScroll, expectNoViolations, signIn } from './support';

/**
 * The demo's prepared scenarios end to end in Chromium against the built site, at a phone's and a laptop's
 * width: one loaded from the login screen's simulator menu after its confirmation, and a shared link
 * `/?escenario=mercado-secundario` opened in a fresh browser, which loads at once and shows the busy market.
 * What each scenario holds is proved by the handler tests (mocks/http/scenarios.test.ts).
 */

for (const { label, width, height } of [
  { label: 'phone', width: 375, height: 812 },
  { label: 'laptop', width: 1280, height: 800 },
]) {
  test(`SCEN-06 a scenario is loaded from the simulator menu after its confirmation (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('portal');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Simulador' }).click();
    await page.getByRole('dialog', { name: 'Simulador' }).getByRole('button', { name: 'Escenarios' }).click();
    const list = page.getByRole('dialog', { name: 'Escenarios' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('heading', { name: 'Cliente nueva con dinero para invertir' })).toBeVisible();
    await expect(list).toHaveCSS('opacity', '1'); // the opening fade is over: axe reads colours at their end
    await expectNoViolations(page, 'lista');
    await expectNoSidewaysScroll(page, width);

    await list.getByRole('button', { name: 'Cargar «Cliente nueva con dinero para invertir»' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cargar escenario' });
    await expect(confirm).toContainText('Se cerrarán todas las sesiones abiertas');
    await expectNoViolations(page, 'confirmación');
    await confirm.getByRole('button', { name: 'Cargar escenario' }).click();
    await expect(page.getByRole('dialog', { name: 'Aviso' })).toContainText(
      'Se cargó el escenario «Cliente nueva con dinero para invertir». Entre como Lucía Fernández en «Probar la demo».',
      { timeout: 30_000 },
    );
    await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Cerrar' }).click();

    await signIn(page, 'nuevo@simulador.test', 'nuevo1234');
    const dashboard = await api<{ data: { saldos: { DISPONIBLE: string; INVERTIDO: string }[] } }>(
      page,
      '/api/client/dashboard',
    );
    expect(dashboard.body.data.saldos[0]).toMatchObject({ DISPONIBLE: '10000.00', INVERTIDO: '0.00' });
  });

  test(`SCEN-07 a shared link opens a fresh browser in the busy secondary market (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('?escenario=mercado-secundario');
    await expect(page.getByRole('dialog', { name: 'Aviso' })).toContainText(
      'Se cargó el escenario «Mercado secundario activo». Entre como Valentina Ríos en «Probar la demo».',
      { timeout: 60_000 },
    );
    await expect(page).toHaveURL(/\/portal$/);
    await expectNoViolations(page, 'aviso');
    await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Cerrar' }).click();

    await signIn(page, 'demo@simulador.test', 'demo1234');
    const market = await api<{ cantidad: number; data: unknown[] }>(page, '/api/client/projects/secundario', {
      page: 1,
    });
    expect(market.body.cantidad).toBeGreaterThanOrEqual(30);
    if (width < 600) await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Proyectos', exact: true })
      .click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page
      .locator('label')
      .filter({ hasText: /^Mercado secundario$/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mercado secundario' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Páginas del mercado secundario' });
    await expect(pager).toContainText(/Página 1 de [3-9]/);
    await expectNoSidewaysScroll(page, width);
  });
}
