import { expect, test } from '@playwright/test';

/**
 * The main story of each screen, as a person first sees it: the top of the screen at the project's width.
 * The browser's clock starts at a fixed moment, so the seeded data's dates (which follow the simulator's
 * clock) and every date on screen are the same on every run.
 */
const SCREENS = {
  inicio: 'inicio-pantalla-de-inicio--demo',
  proyectos: 'proyectos-pantalla-de-proyectos--listing',
  'mis-inversiones': 'mis-inversiones-pantalla-de-mis-inversiones--active-demo',
  'mis-ofertas': 'mis-ofertas-pantalla-de-mis-ofertas--my-offers-demo',
  deposito: 'depósito-pantalla-de-depósito--mis-depositos',
  retiro: 'retiro-pantalla-de-retiro--all-withdrawals-demo',
  tarjetas: 'tarjetas-pantalla-de-tarjetas--with-cards',
  'inversion-automatica': 'inversión-automática-pantalla-de-inversión-automática--with-strategies',
  'estado-de-cuenta': 'estado-de-cuenta-pantalla-de-estado-de-cuenta--demo',
  'mi-cuenta': 'mi-cuenta-pantalla-de-mi-cuenta--status-3',
  'inicio-de-sesion': 'acceso-pantalla-de-inicio-de-sesión--empty',
  registro: 'acceso-pantalla-de-registro--empty',
  cotizador: 'cotizador-pantalla-del-cotizador--filled',
} as const;

const START = new Date('2026-06-15T15:00:00Z');

for (const [name, id] of Object.entries(SCREENS)) {
  test(name, async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto(`iframe.html?viewMode=story&id=${encodeURIComponent(id)}`);
    // The story has rendered and its play function has ended (the preview's phase), and nothing is loading.
    await page.waitForFunction(() => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      if (phase === 'errored' || phase === 'aborted') throw new Error(`the story ${phase}`);
      return (
        (phase === 'completed' || phase === 'finished') &&
        !document.querySelector('[aria-busy="true"], [data-skeleton]') &&
        ![...document.querySelectorAll('[role="status"]')].some((el) => /Cargando/.test(el.textContent ?? ''))
      );
    });
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${name}.png`);
  });
}
