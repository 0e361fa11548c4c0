import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetSession, signInAs } from '../../../../tests/render-app';
import { gate, openScreen, personas, showOnPhone, verifyNewPersona } from '../../../../tests/screen-helpers';
import { post, useSimulator } from '../../../../tests/simulator';

const PATH = '/cliente/diversificacion';
const open = (key: 'demo' | 'verificada' = 'demo') => openScreen(key, PATH, 'Diversificación');

/** A dimension's section, by its heading. */
const section = (name: string) => screen.getByRole('region', { name });
/** A table's body rows as their cells' text. */
const cellsOf = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const rowsOf = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row').map(cellsOf);

describe('Diversificación', () => {
  const sim = useSimulator();
  beforeEach(resetSession);

  it("DIV-04 shows the demo investor's invested amount by country, category, rating, issuer and term, each as a named doughnut and a table with two-decimal shares", async () => {
    await open();
    expect(await screen.findByTestId('diversificacion-total')).toHaveTextContent('USDT 20,400.50');
    expect(screen.getByText('14 inversiones activas')).toBeTruthy();

    const country = section('Por país');
    expect(
      within(country).getByRole('img', { name: 'Gráfico de anillo del monto invertido por país' }),
    ).toBeTruthy();
    const countries = within(country).getByRole('table', { name: 'Monto invertido por país' });
    expect(
      within(countries)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['País', 'Monto', '%']);
    expect(rowsOf(countries)).toEqual([
      ['Ecuador', 'USDT 4,850.50', '23.78 %'],
      ['Colombia', 'USDT 4,400.00', '21.57 %'],
      ['Estados Unidos', 'USDT 3,100.00', '15.20 %'],
      ['México', 'USDT 2,900.00', '14.21 %'],
      ['Perú', 'USDT 2,450.00', '12.01 %'],
      ['Chile', 'USDT 1,800.00', '8.82 %'],
      ['Panamá', 'USDT 900.00', '4.41 %'],
    ]);
    expect(cellsOf(countries.querySelector('tfoot tr')!)).toEqual(['Total', 'USDT 20,400.50', '100.00 %']);

    const ratings = within(section('Por calificación de riesgo')).getByRole('table', {
      name: 'Monto invertido por calificación de riesgo',
    });
    expect(rowsOf(ratings).map((r) => r[0])).toEqual(['A++', 'A+', 'A', 'Medio', 'Alto']);
    const terms = within(section('Por plazo restante')).getByRole('table', {
      name: 'Monto invertido por plazo restante',
    });
    expect(rowsOf(terms)).toEqual([
      ['Menos de 3 meses', 'USDT 5,000.00', '24.51 %'],
      ['3 a 6 meses', 'USDT 5,450.50', '26.72 %'],
      ['6 a 12 meses', 'USDT 7,500.00', '36.76 %'],
      ['Más de 12 meses', 'USDT 2,450.00', '12.01 %'],
    ]);
    const issuers = within(section('Por emisor')).getByRole('table', { name: 'Monto invertido por emisor' });
    expect(rowsOf(issuers)).toHaveLength(11);
    expect(rowsOf(issuers)[0]).toEqual(['Agroexportadora Los Andes S.A.', 'USDT 5,550.00', '27.21 %']);
    expect(within(section('Por categoría')).getAllByRole('img')).toHaveLength(1);
  });

  it('DIV-05 states the 20 % threshold and names the issuer above it, in plain Spanish, and no project when none is', async () => {
    await open();
    const notice = await screen.findByRole('region', { name: 'Concentración' });
    expect(
      within(notice).getByText(
        'Más del 20 % de su cartera está en un solo emisor: Agroexportadora Los Andes S.A. (27.21 %).',
      ),
    ).toBeTruthy();
    expect(
      within(notice).getByText(
        'Se avisa cuando un solo emisor o un solo proyecto reúne más del 20 % del monto invertido.',
      ),
    ).toBeTruthy();
    expect(within(notice).queryByText(/en un solo proyecto/)).toBeNull();
  });

  it("DIV-06 without active investments explains it and links to 'Proyectos'", async () => {
    await verifyNewPersona(await sim.store());
    const app = await open('verificada');
    expect(await screen.findByText('Todavía no tiene inversiones activas')).toBeTruthy();
    expect(
      screen.getByText('Cuando invierta en proyectos, aquí verá cómo se reparte su cartera.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await app.user.click(screen.getByRole('link', { name: 'Ver proyectos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Proyectos' })).toBeTruthy();
  });

  it("DIV-06 shows the loading state while the figures come, and an error with 'Reintentar' that asks again", async () => {
    const hold = gate();
    sim.server.use(http.post('*/api/client/investments/diversificacion', async () => void (await hold.wait)));
    await signInAs(personas.demo.email, personas.demo.password);
    renderApp(PATH);
    expect(await screen.findByText('Cargando la diversificación...')).toBeTruthy();
    sim.server.resetHandlers();
    hold.open();
    resetSession();

    await post('/api/simulador/ajustes', {
      // The route's prefetch and the screen's own load both fail; the next call answers.
      agregar_fallo: { tipo: 'error', ruta: '/api/client/investments/diversificacion', restantes: 2 },
    });
    const app = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la diversificación de su cartera.');
    expect(alert).toHaveTextContent('Error interno del servidor. Intente nuevamente.');
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('diversificacion-total')).toHaveTextContent('USDT 20,400.50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("DIV-07 the dashboard and 'Mis inversiones' link to the screen, at phone width too", async () => {
    showOnPhone();
    const app = await openScreen('demo', '/cliente/dashboard', 'Inicio');
    await app.user.click(await screen.findByRole('link', { name: 'Diversificación' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Diversificación' })).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe(PATH));

    app.unmount();
    resetSession();
    const lists = await openScreen('demo', '/cliente/inversiones', 'Mis inversiones');
    await lists.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await lists.user.click(await screen.findByRole('link', { name: 'Diversificación' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Diversificación' })).toBeTruthy();
  });
});
