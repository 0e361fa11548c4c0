import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { advanceClock, expectNoViolations, signIn } from './support';

/**
 * 'Próximos pagos' (PAY-04..PAY-06) in Chromium against the built site, at a phone's and a desktop's width:
 * the demo persona opens it from 'Mis inversiones' (the phone) or the dashboard (the desktop), finds the
 * totals, the chart and its table, the payments, no axe violation and no sideways scroll, and downloads the
 * CSV, read back. The figures themselves are the handler's and the screen test's.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

for (const { label, width, height } of [
  { label: 'phone', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 900 },
]) {
  test(`PAY-04 PAY-05 PAY-06 the expected payments, their chart and table, axe-clean, and the CSV download (${label})`, async ({
    page,
  }) => {
    const phone = width < 600;
    await page.setViewportSize({ width, height });
    await signIn(page, DEMO.email, DEMO.password);
    // The seed's pending reports are approved a minute after it: settle them first.
    await advanceClock(page, 120_000);

    if (phone) {
      await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
      await page
        .getByRole('navigation', { name: 'Menú principal' })
        .getByRole('link', { name: 'Mis inversiones', exact: true })
        .click();
      await page.getByRole('button', { name: 'Continuar' }).click();
    } else {
      await page.goto('cliente/dashboard');
    }
    await page.getByRole('link', { name: 'Próximos pagos', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Próximos pagos' })).toBeVisible();
    await expect(page.getByText('Cargando los próximos pagos...')).toHaveCount(0, { timeout: 15_000 });

    await expect(
      page.getByRole('img', { name: 'Gráfico de barras: total de pagos previstos por mes' }),
    ).toBeVisible();
    const count = Number(
      ((await page.getByText(/^\d+ pagos? previstos?$/).textContent()) ?? '').split(' ')[0],
    );
    expect(count).toBeGreaterThan(0);
    if (phone) {
      await expect(page.getByRole('list', { name: 'Pagos previstos por mes, en tarjetas' })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Pagos previstos, en tarjetas', exact: true }).getByRole('listitem'),
      ).toHaveCount(Math.min(50, count));
    } else {
      await expect(page.getByRole('table', { name: 'Pagos previstos por mes' }).getByRole('row')).toHaveCount(
        14,
      );
      await expect(
        page.getByRole('table', { name: 'Pagos previstos', exact: true }).getByRole('row'),
      ).toHaveCount(Math.min(50, count) + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolations(page, label);

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar los próximos pagos en CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^proximos-pagos-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await file.path(), 'utf8')).replace('\uFEFF', '');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^Próximos pagos,Del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/);
    expect(lines).toContain('Fecha,Inversión,Proyecto,Intereses,Capital,Total');
    expect(lines.filter((l) => /^\d{4}-\d{2}-\d{2},\d{6},/.test(l))).toHaveLength(count);
  });
}
