import { screen, within } from '@testing-library/react';
import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiStarter } from '@/shared/api/config';
import { resetSession } from '../../../../tests/render-app';
import { openScreen } from '../../../../tests/screen-helpers';
import { useSimulator } from '../../../../tests/simulator';

const IN_PAGE = 'El simulador funciona dentro de la página: este navegador no permite service workers.';
const IN_MEMORY =
  'Este navegador no permite guardar datos: la demo vive solo en esta pestaña y no se conservará nada al cerrarla.';

const menu = () => screen.getByRole('region', { name: 'Simulador' });

describe("the simulator menu's notes", () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  // Back to the tests' default: calls go through fetch, to the simulator of tests/simulator.ts.
  afterEach(() => setApiStarter(() => Promise.resolve()));

  /** A starter whose page answers its own calls with the tests' handlers; the paths it answered. */
  function answerInPage(runtime: { inMemory?: boolean; later?: Promise<{ noWorker?: boolean }> }) {
    const answeredInPage: string[] = [];
    setApiStarter(() =>
      Promise.resolve({
        answer: async (request: Request) => {
          answeredInPage.push(new URL(request.url).pathname);
          const handlers = sim.server.listHandlers() as RequestHandler[];
          return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
        },
        ...runtime,
      }),
    );
    return answeredInPage;
  }

  it('SRV-52 where the browser refuses service workers (learnt after the start) and keeps the demo in memory, the page answers its own calls and the menu says both', async () => {
    const answeredInPage = answerInPage({ inMemory: true, later: Promise.resolve({ noWorker: true }) });
    await openScreen('demo', '/cliente/dashboard', 'Inicio');
    expect(await within(menu()).findByText(IN_PAGE)).toBeInTheDocument();
    expect(within(menu()).getByText(IN_MEMORY)).toBeInTheDocument();
    // The dashboard's figures came from the handlers called in the page, not through fetch.
    expect(answeredInPage).toContain('/api/client/dashboard');
  });

  it('SRV-52 a first visit answers its own calls while the worker installs: the screens work and the menu has no note', async () => {
    const answeredInPage = answerInPage({ later: Promise.resolve({}) });
    await openScreen('demo', '/cliente/dashboard', 'Inicio');
    expect(answeredInPage).toContain('/api/client/dashboard');
    expect(within(menu()).queryByRole('note')).toBeNull();
  });

  it('SRV-52 in a browser with service workers and IndexedDB the menu has no note', async () => {
    await openScreen('demo', '/cliente/dashboard', 'Inicio');
    expect(within(menu()).queryByText(IN_PAGE)).toBeNull();
    expect(within(menu()).queryByText(IN_MEMORY)).toBeNull();
    expect(within(menu()).queryByRole('note')).toBeNull();
  });
});
