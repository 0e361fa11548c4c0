import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { signIn } from './support';

/**
 * The dashboard's checklist 'Qué probar' in Chromium against the built site, on a phone: the card fits the
 * screen, 'Ocultar' is remembered across reloads (this browser's storage) and 'Mostrar' brings it back. Each
 * step's tick from the simulator's state is proved by the handler and screen tests (demo-progress.test.ts,
 * demo-guide.test.tsx).
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

const guide = (page: Page) => page.getByRole('region', { name: 'Qué probar' });
async function openDashboard(page: Page) {
  await page.goto('cliente/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeAttached();
  await expect(guide(page)).toBeVisible();
}

test("'Ocultar' is remembered after a reload, 'Mostrar «Qué probar»' brings it back; the card fits a phone", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.email, DEMO.password);
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
