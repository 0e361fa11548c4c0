import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs } from '../../../../tests/render-app';
import { addStatementLine, post, postForm, useSimulator } from '../../../../tests/simulator';
import { demoCardApplication } from '../../../../tests/card-application';
import { pngFile } from '../../../../tests/upload-files';

// The checklist reads the real simulator, which may be slow on a busy machine.

const DEMO = { email: 'demo@simulador.test', password: 'demo1234', id: 1 };
const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234', id: 2 };
const DAY = 86_400_000;

const guide = () => screen.getByRole('region', { name: 'Qué probar' });
const queryGuide = () => screen.queryByRole('region', { name: 'Qué probar' });
const ticks = (name: 'Hecho' | 'Pendiente') => within(guide()).queryAllByRole('img', { name });
/** The tick of the step whose link is `label`. */
const tickOf = (label: string) =>
  within(within(guide()).getByRole('link', { name: label }).closest('li')!).getByRole('img');

/**
 * The window gets the focus back: the checklist asks the simulator again. An async act keeps React's act
 * environment on until its work is flushed (an awaited sync act turns it off before that, and an answer landing
 * then is an error).
 */
const refocus = () =>
  act(async () => {
    window.dispatchEvent(new Event('visibilitychange'));
  });

async function openDashboard(who: { email: string; password: string }) {
  const token = await signInAs(who.email, who.password);
  const app = renderApp('/cliente/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 10_000 });
  return { app, token };
}

describe("the dashboard's checklist 'Qué probar' (simulator)", () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  /** The steps done through the real handlers, as the screens do them, a minute after the seed. */
  async function act6(token: string, steps: readonly string[]) {
    const db = await sim.store();
    const now = sim.clock.now();
    if (steps.includes('invertir')) {
      const project = (await db.projects.toArray()).find(
        (p) =>
          p.status === 'ACTIVO' &&
          p.startAt <= now &&
          p.endAt > now + 30 * DAY &&
          now <= p.maxInvestmentAt &&
          p.amountMicro - p.invertidoMicro - p.reservedMicro >= 100_000_000,
      )!;
      expect(
        (await post('/api/client/investments/create', { amount: '100', project_id: project.id }, token))
          .status,
      ).toBe(200);
    }
    if (steps.includes('tarjeta')) {
      const application = demoCardApplication;
      expect((await post('/api/card/create', application, token)).status).toBe(200);
    }
    if (steps.includes('ofertar')) {
      const investment = (await db.investments.toArray()).find(
        (i) =>
          i.clientId === DEMO.id &&
          i.status === 'active' &&
          i.mercado_secundario === 0 &&
          i.endAt > now + DAY,
      )!;
      const offer = {
        investment_id: investment.id,
        rendimiento: '0',
        date_type: 3,
        date_value: '',
        amount_percentage: '100',
      };
      expect((await post('/api/client/offers/create', offer, token)).status).toBe(200);
    }
    if (steps.includes('comprar')) {
      // SRV-50: an offer of the demo world.
      const demoWorld = new Set(
        (await db.clients.toArray()).filter((c) => c.demo_status === 'active').map((c) => c.id),
      );
      const offer = (await db.offers.toArray()).find(
        (o) =>
          o.status === 'open' &&
          o.endsAt === null &&
          o.sellerId !== DEMO.id &&
          demoWorld.has(o.sellerId) &&
          o.precioVentaMicro < 5_000_000_000,
      )!;
      expect(
        (await post('/api/client/investments/create_secundary', { offer_id: offer.id }, token)).status,
      ).toBe(200);
    }
    if (steps.includes('depositar')) {
      const address = (await db.depositAddresses.toArray())[0]!.direccion;
      const file = pngFile('comprobante.png');
      const report = { file, amount: '250', direccion: address, hash: `0x${'cd'.repeat(32)}`, type: '2' };
      expect((await postForm('/api/client/deposits/create', report, token)).status).toBe(200);
      sim.clock.advance(60_000);
    }
    if (steps.includes('intereses')) {
      // Interest paid into the wallet: a statement line as the payment writes it.
      await addStatementLine(db, {
        clientId: DEMO.id,
        code: null,
        description: 'Intereses',
        balanceMicro: 1_000_000,
        status: 'APROBADO',
        type: 'INTERES',
        notes: '',
        currency_tag: 'USDT',
        at: sim.clock.now(),
      });
    }
  }

  it('shows the six steps pending on a fresh demo, each a link to the screen it starts from', async () => {
    const { app } = await openDashboard(DEMO);
    await waitFor(() => expect(ticks('Pendiente')).toHaveLength(6));
    expect(guide()).toHaveTextContent('0 de 6 pasos hechos');
    const links = within(guide()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Invertir en un proyecto', '/cliente/projectos'],
      ['Poner una inversión en venta', '/cliente/inversiones'],
      ['Comprar una oferta del mercado secundario', '/cliente/projectos'],
      ['Reportar un depósito y ver cómo se aprueba', '/cliente/ultradeposito'],
      ['Solicitar una tarjeta', '/cliente/user-tarjeta'],
      ['Avanzar el reloj 30 días y ver los intereses', '/cliente/dashboard'],
    ]);
    await app.user.click(within(guide()).getByRole('link', { name: 'Solicitar una tarjeta' }));
    await screen.findByRole('heading', { level: 1, name: 'Tarjetas' });
    expect(app.router.state.location.pathname).toBe('/cliente/user-tarjeta');
  });

  it('ticks each step once the simulator has it, without a click here, and says when all six are done', async () => {
    const { token } = await openDashboard(DEMO);
    await waitFor(() => expect(ticks('Pendiente')).toHaveLength(6));
    sim.clock.advance(60_000);

    await act6(token, ['invertir', 'tarjeta']);
    await refocus();
    await waitFor(() => expect(guide()).toHaveTextContent('2 de 6 pasos hechos'));
    expect(tickOf('Invertir en un proyecto')).toHaveAccessibleName('Hecho');
    expect(tickOf('Solicitar una tarjeta')).toHaveAccessibleName('Hecho');
    expect(tickOf('Poner una inversión en venta')).toHaveAccessibleName('Pendiente');
    expect(guide()).not.toHaveTextContent('¡Ha probado todo!');

    await act6(token, ['ofertar', 'comprar', 'depositar', 'intereses']);
    await refocus();
    await waitFor(() => expect(guide()).toHaveTextContent('6 de 6 pasos hechos'));
    expect(ticks('Hecho')).toHaveLength(6);
    expect(within(guide()).getByRole('status')).toHaveTextContent('¡Ha probado todo!');
  });

  it('steps done before the dashboard opens show ticked on its first answer, as after a reload or a new sign-in 30 simulated days later', async () => {
    const first = await signInAs(DEMO.email, DEMO.password);
    sim.clock.advance(60_000);
    await act6(first, ['invertir', 'tarjeta']);
    // 30 simulated days: the demo's investments pay interest, and the jump outlives the session.
    sim.clock.advance(30 * DAY);
    await openDashboard(DEMO);
    await waitFor(() => expect(guide()).toHaveTextContent('3 de 6 pasos hechos'));
    expect(tickOf('Invertir en un proyecto')).toHaveAccessibleName('Hecho');
    expect(tickOf('Solicitar una tarjeta')).toHaveAccessibleName('Hecho');
    expect(tickOf('Avanzar el reloj 30 días y ver los intereses')).toHaveAccessibleName('Hecho');
    expect(tickOf('Poner una inversión en venta')).toHaveAccessibleName('Pendiente');
  });

  it("'Ocultar' hides it for this client across reloads, 'Mostrar «Qué probar»' brings it back, another client keeps theirs", async () => {
    const { app } = await openDashboard(DEMO);
    await app.user.click(within(guide()).getByRole('button', { name: 'Ocultar «Qué probar»' }));
    const show = await screen.findByRole('button', { name: 'Mostrar «Qué probar»' });
    expect(queryGuide()).toBeNull();
    expect(show).toHaveFocus();

    // A reload: the app starts again in this browser, the session kept.
    cleanup();
    renderApp('/cliente/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 10_000 });
    await screen.findByRole('button', { name: 'Mostrar «Qué probar»' });
    expect(queryGuide()).toBeNull();

    // Another client on the same browser still sees the checklist.
    cleanup();
    useSession.getState().signOut();
    await openDashboard(INVERSOR);
    await waitFor(() => expect(ticks('Pendiente')).toHaveLength(6));

    cleanup();
    useSession.getState().signOut();
    const { app: again } = await openDashboard(DEMO);
    await again.user.click(await screen.findByRole('button', { name: 'Mostrar «Qué probar»' }));
    await waitFor(() => expect(ticks('Pendiente')).toHaveLength(6));
    expect(within(guide()).getByRole('button', { name: 'Ocultar «Qué probar»' })).toHaveFocus();
  });

  it('a progress call that fails says so in the card and signs nobody out', async () => {
    sim.server.use(
      http.get('*/api/simulador/progreso', () => HttpResponse.json(errorBodyOf('Fallo'), { status: 500 })),
    );
    await openDashboard(DEMO);
    await waitFor(() => expect(guide()).toHaveTextContent('No se pudo comprobar lo que ya ha probado.'));
    expect(useSession.getState().token).not.toBeNull();
  });
});
