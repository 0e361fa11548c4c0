import { expect, test, type Page } from './fixtures';
import { advanceClock, expectNoSidewaysScroll, expectNoViolations, signIn } from './support';

/**
 * The news bell (NEWS-06), end to end in Chromium against the built site, at a phone's and a laptop's width:
 * the demo persona moves the clock 30 days with the sidebar's time machine, so interest is paid; the bell
 * counts the news, opens the list, a news item leads to its screen, and 'Marcar todas como leídas' clears the
 * count. Axe checks the top bar and the open list.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

const bell = (page: Page) =>
  page.getByRole('banner', { name: 'Barra superior' }).getByRole('button', { name: /^Novedades/ });

for (const { label, width, height } of [
  { label: 'phone', width: 375, height: 812 },
  { label: 'laptop', width: 1280, height: 800 },
]) {
  test(`NEWS-06 NEWS-05 NEWS-04 interest paid while the clock moves shows on the bell; a news item opens its screen; all are marked read; the demo outbox holds its e-mail (${label})`, async ({
    page,
  }) => {
    const phone = width < 600;
    await page.setViewportSize({ width, height });
    await signIn(page, DEMO.email, DEMO.password);
    // The seed's pending reports are approved a minute after it: settle them and mark them read first.
    await advanceClock(page, 120_000);
    await page.goto('cliente/dashboard');
    await expect(bell(page)).toBeVisible();

    // The sidebar's time machine: 30 days pass and the investments pay interest.
    if (phone) await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    const clock = page.getByRole('region', { name: 'Reloj del simulador' });
    const shown = (await clock.getByRole('status').textContent()) ?? '';
    await clock.getByRole('button', { name: 'Avanzar el reloj 30 días' }).click();
    await expect(clock.getByRole('status')).not.toHaveText(shown);
    if (phone) await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName(/^Novedades, \d+ sin leer$/);
    await expectNoSidewaysScroll(page, width);
    await expectNoViolations(page, 'top bar');

    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: 'Novedades' });
    const list = dialog.getByRole('list', { name: 'Novedades' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await expect(list.getByText('Intereses cobrados').first()).toBeVisible();
    await expectNoViolations(page, 'news list');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);

    const before = Number(/(\d+) sin leer/.exec((await bell(page).getAttribute('aria-label'))!)?.[1]);
    await list.getByRole('link').filter({ hasText: 'Intereses cobrados' }).first().click();
    await expect(page).toHaveURL(/\/cliente\/inversiones$/);
    await expect(dialog).toBeHidden();
    await expect(bell(page)).toHaveAccessibleName(
      before > 1 ? `Novedades, ${before - 1} sin leer` : 'Novedades',
    );

    await bell(page).click();
    await dialog.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect(bell(page)).toHaveAccessibleName('Novedades');
    await expect(dialog.getByText('Sin leer')).toHaveCount(0);

    // NEWS-04: the e-mail a real platform would have sent for each, in the demo outbox under the list.
    await dialog.getByRole('button', { name: 'Correo de demostración' }).click();
    await expect(dialog).toBeHidden();
    const outbox = page.getByRole('dialog', { name: 'Correo de demostración' });
    await expect(
      outbox.getByRole('article', { name: 'Novedad en su cuenta: Intereses cobrados' }).first(),
    ).toBeVisible();
    await expectNoViolations(page, 'demo outbox');
    await outbox.getByRole('article').first().getByRole('button', { name: 'Abrir enlace' }).click();
    await expect(outbox).toBeHidden();
    await expect(page).toHaveURL(/\/cliente\/[a-z-]+$/);
  });
}
