import { expect, test, type Page } from './fixtures';
import { api, expectNoSidewaysScroll, expectNoViolations, signIn } from './support';

/**
 * DIV-04 DIV-07 in Chromium against the built site: the demo investor reaches 'Diversificación' from the
 * dashboard, sees each dimension drawn as a doughnut beside its table, the concentration notice, no sideways
 * scroll at 375 px nor at 1280 px, and axe reports nothing. The figures themselves are proved by the handler
 * and screen tests.
 */

type Answer = { data: { total: string; emisor: { nombre: string; porcentaje: string }[] } };

async function openFromDashboard(page: Page) {
  await signIn(page, 'demo@simulador.test', 'demo1234');
  await expect(page).toHaveURL(/\/cliente\/dashboard/);
  await page.getByRole('link', { name: 'Diversificación' }).click();
  await expect(page).toHaveURL(/\/cliente\/diversificacion/);
  await expect(page.getByRole('heading', { level: 1, name: 'Diversificación' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Monto invertido por plazo restante' })).toBeVisible({
    timeout: 15_000,
  });
  // Every doughnut drawn (its chunk loaded), named for assistive technology.
  for (const name of ['país', 'categoría', 'calificación de riesgo', 'emisor', 'plazo restante']) {
    const chart = page.getByRole('img', { name: `Gráfico de anillo del monto invertido por ${name}` });
    await expect(chart.locator('svg').first()).toBeVisible({ timeout: 15_000 });
  }
}

async function expectFitsAndNoViolations(page: Page, width: number, where: string) {
  await expectNoViolations(page, where);
  await expectNoSidewaysScroll(page, width);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`DIV-04 DIV-05 DIV-07 at ${viewport.width} px: from the dashboard, five doughnuts with their tables and the concentration notice, no sideways scroll, no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openFromDashboard(page);
    const answer = await api<Answer>(page, '/api/client/investments/diversificacion');
    expect(answer.status).toBe(200);
    const top = answer.body.data.emisor[0]!;
    await expect(page.getByRole('region', { name: 'Concentración' })).toContainText(
      `Más del 20 % de su cartera está en un solo emisor: ${top.nombre} (${top.porcentaje} %).`,
    );
    await expectFitsAndNoViolations(page, viewport.width, `${viewport.width} px`);
  });
}
