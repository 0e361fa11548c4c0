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

  it('SRV-52 where the page answers its own calls with the handlers and keeps the demo in memory, the screens work and the menu says both', async () => {
    const answeredInPage: string[] = [];
    setApiStarter(() =>
      Promise.resolve({
        answer: async (request: Request) => {
          answeredInPage.push(new URL(request.url).pathname);
          const handlers = sim.server.listHandlers() as RequestHandler[];
          return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
        },
        inMemory: true,
      }),
    );
    await openScreen('demo', '/cliente/dashboard', 'Inicio');
    expect(within(menu()).getByText(IN_PAGE)).toBeInTheDocument();
    expect(within(menu()).getByText(IN_MEMORY)).toBeInTheDocument();
    // The dashboard's figures came from the handlers called in the page, not through fetch.
    expect(answeredInPage).toContain('/api/client/dashboard');
  });

  it('SRV-52 in a browser with service workers and IndexedDB the menu has no note', async () => {
    await openScreen('demo', '/cliente/dashboard', 'Inicio');
    expect(within(menu()).queryByText(IN_PAGE)).toBeNull();
    expect(within(menu()).queryByText(IN_MEMORY)).toBeNull();
    expect(within(menu()).queryByRole('note')).toBeNull();
  });
});
