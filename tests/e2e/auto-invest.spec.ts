import { expect, test, type Page } from './fixtures';
import { advanceClock, api, expectNoSidewaysScroll, expectNoViolations, readLedger, signIn } from './support';

/**
 * Automatic investing (AUTO-04, AUTO-05, AUTO-08, AUTO-12..AUTO-16), end to end in Chromium against the built
 * site, on a phone (the whole flow's layout; the screen at a desktop's width is its screen test's and its
 * stories'): the demo persona creates a strategy that only the projects the
 * platform opens over the coming weeks match (terms up to 180 days), moves the clock 30 days with the sidebar's
 * time machine, finds the automatic investments named after the strategy, pauses it, moves the clock again and
 * finds no new one.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const NAME = 'Nuevas emisiones';

/** The sidebar's time machine, behind the menu button on a phone. */
async function thirtyDaysOn(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  const clock = page.getByRole('region', { name: 'Reloj del simulador' });
  const shown = (await clock.getByRole('status').textContent()) ?? '';
  await clock.getByRole('button', { name: 'Avanzar el reloj 30 días' }).click();
  // The client stays signed in (SRV-63): the clock shows the new date, and the dashboard opens as it was.
  await expect(clock.getByRole('status')).not.toHaveText(shown);
  await page.goto('cliente/dashboard');
}

interface Movements {
  data: { description: string }[];
}

for (const { label, width, height } of [{ label: 'phone', width: 375, height: 812 }]) {
  test(`AUTO-05 AUTO-08 AUTO-04 AUTO-12 AUTO-13 AUTO-14 AUTO-16 a strategy invests in the projects that open, names itself, and stops when paused (${label})`, async ({
    page,
  }) => {
    const phone = width < 600;
    await page.setViewportSize({ width, height });
    await signIn(page, DEMO.email, DEMO.password);
    // The seed's pending reports are approved a minute after it: settle them first.
    await advanceClock(page, 120_000);

    // From 'Proyectos' to the screen, empty.
    if (phone) await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Proyectos', exact: true })
      .click();
    await page.getByRole('link', { name: 'Inversión automática', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inversión automática' })).toBeVisible();
    await expect(page.getByText('Aún no tiene estrategias de inversión automática.')).toBeVisible();
    await expectNoViolations(page, 'vacía');
    await expectNoSidewaysScroll(page, width);

    // The form: every risk, any rate, terms up to 180 days (only the planned projects have them).
    await page.getByRole('button', { name: 'Nueva estrategia' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva estrategia' });
    await form.getByRole('textbox', { name: 'Nombre' }).fill(NAME);
    await form.getByRole('textbox', { name: 'Tasa mínima (% anual)' }).fill('0');
    await form.getByRole('textbox', { name: 'Tasa máxima (% anual)' }).fill('100');
    await form.getByRole('textbox', { name: 'Plazo mínimo (días)' }).fill('1');
    await form.getByRole('textbox', { name: 'Plazo máximo (días)' }).fill('180');
    for (const risk of ['Bajo', 'Medio', 'Alto']) await form.getByRole('checkbox', { name: risk }).check();
    await form.getByRole('textbox', { name: 'Presupuesto total' }).fill('5000');
    await expectNoViolations(page, 'formulario');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Estrategia creada con éxito')).toBeVisible();
    // The form's modal fades out: axe reads a fading title's contrast against the page behind it.
    await expect(form).toHaveCount(0);
    const card = page.getByRole('article', { name: NAME });
    await expect(card.getByText('Activa', { exact: true })).toBeVisible();
    await expect(card.getByRole('definition').last()).toHaveText('0');
    await expectNoViolations(page, 'lista');
    await expectNoSidewaysScroll(page, width);

    // 30 days on: the planned projects of days 1, 5 and 12 opened, and the strategy took each.
    await thirtyDaysOn(page, phone);
    await page.getByRole('link', { name: 'Inversión automática activa' }).click();
    const after = page.getByRole('article', { name: NAME });
    await expect(after.getByRole('definition').last()).toHaveText('3');
    await after.getByRole('button', { name: `Ver inversiones de ${NAME}` }).click();
    const history = page.getByRole('dialog', { name: `Inversiones de ${NAME}` });
    const rows = history.getByRole('table', { name: 'Inversiones automáticas' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('(nueva emisión 3)');
    await expectNoViolations(page, 'inversiones');
    await history.getByRole('button', { name: 'Cerrar' }).last().click();
    // The statement names the strategy on each of them (the newest pages of it).
    const lines: Movements['data'] = [];
    for (const n of [1, 2, 3])
      lines.push(...(await api<Movements>(page, '/api/client/balance/list', { page: n })).body.data);
    const automatic = lines.filter((m) => m.description.startsWith(`Inversión automática (${NAME}): `));
    expect(automatic).toHaveLength(3);

    // Paused at once; 30 more days open a project it would have taken (day 38, 'Alto', 60 days), and it takes none.
    await after.getByRole('button', { name: `Pausar la estrategia ${NAME}` }).click();
    await expect(after.getByText('Pausada', { exact: true })).toBeVisible();
    await thirtyDaysOn(page, phone);
    await expect(page.getByRole('link', { name: 'Inversión automática activa' })).toHaveCount(0);
    await page.goto('cliente/inversion-automatica');
    const paused = page.getByRole('article', { name: NAME });
    await expect(paused.getByText('Pausada', { exact: true })).toBeVisible();
    await expect(paused.getByRole('definition').last()).toHaveText('3');
    await expectNoSidewaysScroll(page, width);
    const ledger = await readLedger(page, DEMO.email);
    expect(ledger.total).toBe(0);
    expect(ledger.drifted).toEqual([]);
  });
}
