import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetSession } from '../../../../tests/render-app';
import { openScreen } from '../../../../tests/screen-helpers';
import { snapshot, useSimulator } from '../../../../tests/simulator';

const menu = () => screen.getByRole('region', { name: 'Simulador' });

describe("the simulator menu's scenarios", () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('SCEN-06 lists the scenarios, asks before loading one, loads it and names the account to enter with', async () => {
    const app = await openScreen('demo', '/cliente/dashboard', 'Inicio');
    await app.user.click(within(menu()).getByRole('button', { name: 'Escenarios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escenarios' });
    const items = within(within(dialog).getByRole('list', { name: 'Escenarios de la demo' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Un año de historia',
      'Mercado secundario activo',
      'Cliente nueva con dinero para invertir',
    ]);
    expect(items[2]).toHaveTextContent('Entra como Lucía Fernández');

    // 'Copiar enlace' copies the site's root with ?escenario=.
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await app.user.click(
      within(dialog).getByRole('button', {
        name: 'Copiar enlace de «Cliente nueva con dinero para invertir»',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?escenario=cliente-nuevo`);
    expect(await within(dialog).findByText('Enlace copiado')).toBeInTheDocument();

    // 'Cargar' asks first; going back changes nothing.
    const db = await sim.store();
    const before = await snapshot(db);
    await app.user.click(
      within(dialog).getByRole('button', { name: 'Cargar «Cliente nueva con dinero para invertir»' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Cargar escenario' });
    expect(confirm).toHaveTextContent(
      'se reemplazará por el escenario «Cliente nueva con dinero para invertir»',
    );
    expect(confirm).toHaveTextContent('Se cerrarán todas las sesiones abiertas');
    await app.user.click(within(confirm).getByRole('button', { name: 'Volver a los escenarios' }));
    await screen.findByRole('list', { name: 'Escenarios de la demo' });
    expect(await snapshot(db)).toEqual(before);

    await app.user.click(
      screen.getByRole('button', { name: 'Cargar «Cliente nueva con dinero para invertir»' }),
    );
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Cargar escenario' })).getByRole('button', {
        name: 'Cargar escenario',
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'), { timeout: 20_000 });
    const notice = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(notice).toHaveTextContent(
      'Se cargó el escenario «Cliente nueva con dinero para invertir». Entre como Lucía Fernández en «Probar la demo».',
    );
    expect((await db.clients.get(4))?.status).toBe(3);
  }, 40_000);

  it('SCEN-07 a shared link with an unknown name shows the server’s message and changes nothing', async () => {
    const db = await sim.store();
    const before = await snapshot(db);
    window.history.replaceState(null, '', '/portal?escenario=mercado-negro');
    renderApp('/portal?escenario=mercado-negro');
    const dialog = await screen.findByRole('dialog', { name: 'Escenarios' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No existe el escenario «mercado-negro». Los escenarios son: historia, mercado-secundario, cliente-nuevo.',
    );
    expect(dialog).toHaveTextContent('El estado de la demo no cambió.');
    expect(await snapshot(db)).toEqual(before);
  });
});
