import { expect, test, type Page } from './fixtures';
import { signIn } from './support';

/**
 * 'Mis inversiones' and 'Mis ofertas' opened at their addresses on a phone, in a real browser's layout:
 * their lists show as cards and nothing scrolls sideways. That each list's state lives in the URL (it
 * survives a reload, and back returns to each earlier state) is proved by the screen tests
 * (investments-screen.test.tsx, offers-screen.test.tsx).
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('on a phone (375 px) the lists of Mis inversiones and Mis ofertas fit the screen: nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.email, DEMO.password);
  for (const [url, title] of [
    ['cliente/inversiones?listado=true', 'Listado de inversiones activas'],
    ['cliente/inversiones?listado=true&pestana=vendidas', 'Listado de inversiones vendidas'],
    ['cliente/ofertas?listado=true', 'Listado de ofertas'],
  ] as const) {
    await page.goto(url);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('list', { name: /\(en tarjetas\)$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  }
});
