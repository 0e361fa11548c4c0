import { expect, test, type Page } from './fixtures';
import { api, login, openFromMenu } from './support';

/**
 * The list state of 'Mis inversiones' and 'Mis ofertas' lives in the URL: after a change of list, page or
 * filter, a reload shows the same list, and the back button returns to the state before the change.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'root', 'the URL state is the same under the sub-path build');
  // Each flow reloads the page several times.
  test.slow();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const expiry = (page: Page) => page.getByRole('combobox', { name: 'Periodo de vencimiento' });

/** Invests in open projects until the active list has a second page (10 rows a page, SRV-04). */
async function twoPagesOfInvestments(page: Page) {
  type Page1 = { data: { total_pages: number; totales: { cantidad: number } } };
  const first = await api<Page1>(page, '/api/client/investments', { page: 1 });
  const missing = Math.max(0, 11 - first.body.data.totales.cantidad);
  const projects = await api<{ data: { id: number; disponible: string }[] }>(page, '/api/client/projects', {
    page: 1,
  });
  const open = projects.body.data.filter((p) => Number(p.disponible) >= 100);
  for (let i = 0; i < missing; i++) {
    const made = await api(page, '/api/client/investments/create', {
      project_id: open[i % open.length]!.id,
      amount: '60',
    });
    expect(made.status).toBe(200);
  }
}

test('Mis inversiones: the list, page and filter survive a reload, and back returns to each earlier state', async ({
  page,
}) => {
  await login(page, DEMO.email, DEMO.password);
  await twoPagesOfInvestments(page);
  await openFromMenu(page, 'Mis inversiones');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Listado de inversiones activas')).toBeVisible();
  await expect(page).toHaveURL(/\/cliente\/inversiones\?listado=true$/);

  // Page 2 of the active list.
  const pager = page.getByRole('navigation', { name: 'Paginación de Listado de inversiones activas' });
  await expect(pager).toContainText(/Página 1 de [2-9]/);
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(pager).toContainText(/Página 2 de [2-9]/);
  await expect(page).toHaveURL(/\?listado=true&pagina=2$/);
  await page.reload();
  await expect(pager).toContainText(/Página 2 de [2-9]/);
  await expect(page.getByRole('radio', { name: 'Inversiones activas' })).toBeChecked();

  // The sold list, filtered by 'Próximos 360 días'.
  await page.getByText('Inversiones vendidas', { exact: true }).click();
  await expect(heading(page, 'Listado de inversiones vendidas')).toBeVisible();
  await expect(page).toHaveURL(/\?listado=true&pestana=vendidas$/);
  await expiry(page).selectOption({ label: 'Próximos 360 días' });
  await expect(page).toHaveURL(/\?listado=true&pestana=vendidas&vencimiento=4$/);
  await page.reload();
  await expect(heading(page, 'Listado de inversiones vendidas')).toBeVisible();
  await expect(expiry(page)).toHaveValue('4');

  // Back, one state at a time.
  await page.goBack();
  await expect(page).toHaveURL(/\?listado=true&pestana=vendidas$/);
  await expect(expiry(page)).toHaveValue('');
  await page.goBack();
  await expect(heading(page, 'Listado de inversiones activas')).toBeVisible();
  await expect(pager).toContainText(/Página 2 de [2-9]/);
  await page.goBack();
  await expect(pager).toContainText(/Página 1 de [2-9]/);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await expect(page).toHaveURL(/\/cliente\/inversiones$/);
});

test('Mis ofertas: the list and its filters survive a reload, and back returns to each earlier state', async ({
  page,
}) => {
  await login(page, DEMO.email, DEMO.password);
  await openFromMenu(page, 'Mis ofertas');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Listado de ofertas')).toBeVisible();
  await expect(page).toHaveURL(/\/cliente\/ofertas\?listado=true$/);

  await expiry(page).selectOption({ label: 'Próximos 360 días' });
  await expect(page).toHaveURL(/\?listado=true&vencimiento=4$/);
  await page.reload();
  await expect(heading(page, 'Listado de ofertas')).toBeVisible();
  await expect(expiry(page)).toHaveValue('4');

  // 'Mis proyectos' with a minimum amount.
  await page.getByText('Mis proyectos', { exact: true }).click();
  await expect(heading(page, 'Mis proyectos')).toBeVisible();
  await expect(page).toHaveURL(/\?listado=true&pestana=proyectos$/);
  await page.getByRole('textbox', { name: 'Monto mínimo' }).fill('1000');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\?listado=true&pestana=proyectos&monto=1000$/);
  await page.reload();
  await expect(heading(page, 'Mis proyectos')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Monto mínimo' })).toHaveValue('1000');

  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Monto mínimo' })).toHaveValue('');
  await page.goBack();
  await expect(heading(page, 'Listado de ofertas')).toBeVisible();
  await expect(expiry(page)).toHaveValue('4');
  await page.goBack();
  await expect(expiry(page)).toHaveValue('');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
});

test('on a phone (375 px) the lists of Mis inversiones and Mis ofertas fit the screen: nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, DEMO.email, DEMO.password);
  for (const [url, title] of [
    ['cliente/inversiones?listado=true', 'Listado de inversiones activas'],
    ['cliente/inversiones?listado=true&pestana=vendidas', 'Listado de inversiones vendidas'],
    ['cliente/ofertas?listado=true', 'Listado de ofertas'],
  ] as const) {
    await page.goto(url);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('list', { name: /\(vista móvil\)$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  }
});
