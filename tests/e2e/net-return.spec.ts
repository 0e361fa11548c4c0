import { expect, test, type Page } from './fixtures';
import { api, expectNoViolations, signIn } from './support';

/**
 * RET-07 RET-08 in Chromium against the built site, on a phone: the demo investor's 'Rentabilidad neta anual'
 * card on the dashboard shows the call's rate, charts its series, fits a 375 px screen without sideways
 * scroll, opens its definition with a tap inside the screen, and leaves axe nothing to report. The
 * definition from the keyboard and the chart's text alternative are proved by net-return-panel.test.tsx.
 */

const PHONE = { width: 375, height: 812 };
const DEFINITION_END =
  'Los depósitos y los retiros no son flujos de la rentabilidad. Las comisiones por invertir, si las hubiera, la reducen.';

type NetReturnAnswer = { data: { tasa: string | null; fecha: string; flujos: number } };

const card = (page: Page) => page.getByRole('region', { name: 'Rentabilidad neta anual' });
const infoButton = (page: Page) =>
  card(page).getByRole('button', { name: 'Qué es la rentabilidad neta anual' });
const definition = (page: Page) => page.getByRole('dialog', { name: 'Qué es la rentabilidad neta anual' });

/** Signs the demo investor in and waits for its card's figure; answers what the call says. */
async function openDashboard(page: Page) {
  await signIn(page, 'demo@simulador.test', 'demo1234');
  await expect(page).toHaveURL(/\/cliente\/dashboard/);
  await expect(card(page).locator('[data-net-return]')).toBeVisible({ timeout: 15_000 });
  const answer = await api<NetReturnAnswer>(page, '/api/client/investments/rentabilidad');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The rate as the card writes it: '17.05' is '17.05 %', '21.10' is '21.1 %'. */
const percent = (tasa: string) => `${tasa.replace(/\.?0+$/, '')} %`;

test.describe('Rentabilidad neta anual', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true });

    test('RET-07 RET-08 at 375 px: the card fits without sideways scroll, a tap opens the definition inside the screen, and no axe violation', async ({
      page,
    }) => {
      const data = await openDashboard(page);
      await expect(card(page).locator('[data-net-return]')).toHaveText(percent(data.tasa!));
      await expect(card(page).locator('[data-chart="net-return"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      const box = (await card(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

      await infoButton(page).tap();
      await expect(definition(page)).toBeVisible();
      await expect(definition(page)).toContainText(DEFINITION_END);
      const tip = (await definition(page).boundingBox())!;
      expect(tip.x).toBeGreaterThanOrEqual(0);
      expect(tip.x + tip.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      await expectNoViolations(page, 'phone dashboard with the definition open');

      // A tap elsewhere closes it.
      await card(page).locator('[data-net-return]').tap();
      await expect(definition(page)).toBeHidden();
      await expectNoViolations(page, 'phone dashboard');
    });
  });
});
