import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { waitForApp } from './app-ready';
import { login } from './support';

/**
 * axe on every route in each role, demo and non-demo (quality.md, Accessibility), in Chromium where colour
 * contrast is computed for real. The client screens are reached through the menu, as a person would, once
 * their data has loaded.
 */

/** One build is enough: the sub-path build serves the same screens. */
function rootOnly() {
  test.skip(test.info().project.name !== 'root', 'the same screens as the root build');
}

async function expectNoViolations(page: Page, where: string) {
  await expect(page.getByText('Cargando...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`,
  );
  expect(summary).toEqual([]);
}

for (const path of ['portal', 'cotizador', 'nueva-cuenta', 'forgot', 'login-pendiente']) {
  test(`the public screen /${path} has no axe violation`, async ({ page }) => {
    rootOnly();
    await page.goto(path);
    // The prerendered page is replaced by the live app: axe reads the page once that is done.
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoViolations(page, `/${path}`);
  });
}

const ROLES: { role: string; email: string; password: string; welcome?: boolean }[] = [
  { role: 'status 3, demo', email: 'demo@simulador.test', password: 'demo1234' },
  { role: 'status 3, not demo', email: 'inversor@simulador.test', password: 'inversor1234' },
  { role: 'issuer', email: 'emisor@simulador.test', password: 'emisor1234' },
  { role: 'status 2', email: 'verificando@simulador.test', password: 'verifica1234' },
  { role: 'status 1', email: 'nuevo@simulador.test', password: 'nuevo1234', welcome: true },
];

for (const { role, email, password, welcome: greeted } of ROLES) {
  test(`every client screen of the menu has no axe violation (${role})`, async ({ page }) => {
    rootOnly();
    await login(page, email, password);
    const welcome = page.getByRole('dialog', { name: 'BIENVENIDO' });
    // Status 1 is greeted first (SHELL-10): the modal is checked too, then closed.
    if (greeted) {
      // The modal can open before the screen behind it has rendered its main landmark: wait for both.
      await expect(welcome).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, 'welcome modal');
      await welcome.getByRole('button', { name: 'Continuar' }).click();
    }
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    const names = await menu.getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectNoViolations(page, `${role} / ${name}`);
    }
  });
}

test("PROF-04 PROF-06 the alternate layout of 'Mi cuenta' has no axe violation, light or dark, on a phone too", async ({
  page,
}) => {
  rootOnly();
  await login(page, 'verificando@simulador.test', 'verifica1234');
  for (const [width, theme] of [
    [1280, 'claro'],
    [1280, 'oscuro'],
    [375, 'oscuro'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`cliente/user-profile?vista=alternativa&tema=${theme}`);
    const tabs = page.getByRole('tablist', { name: 'Secciones del perfil' });
    await expect(tabs).toBeVisible();
    for (const name of ['Mis Datos Personales', 'Privacidad & Seguridad', 'Centro de verificación']) {
      await tabs.getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expectNoViolations(page, `alternate ${theme} ${width} px / ${name}`);
    }
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  }
});
