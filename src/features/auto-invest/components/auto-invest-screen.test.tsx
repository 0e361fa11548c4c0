import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession, signInAs } from '../../../../tests/render-app';
import { openScreen, recordRequests, showOnPhone } from '../../../../tests/screen-helpers';
import { post, TEST_START, useSimulator } from '../../../../tests/simulator';

const PATH = '/cliente/inversion-automatica';
const open = () => openScreen('demo', PATH, 'Inversión automática');
const dialog = (name: string) => screen.findByRole('dialog', { name });

/** A strategy nothing in the seed matches (a one-day term): creating it invests nothing. */
async function fillForm(
  app: Awaited<ReturnType<typeof open>>,
  values: { name: string; amount?: string; termMax?: string },
) {
  const form = await dialog('Nueva estrategia');
  if (values.name) await app.user.type(within(form).getByRole('textbox', { name: /Nombre/ }), values.name);
  if (values.amount !== undefined) {
    const amount = within(form).getByRole('textbox', { name: /Monto por proyecto/ });
    await app.user.clear(amount);
    await app.user.type(amount, values.amount);
  }
  if (values.termMax !== undefined) {
    const min = within(form).getByRole('textbox', { name: /Plazo mínimo/ });
    await app.user.clear(min);
    await app.user.type(min, '1');
    const max = within(form).getByRole('textbox', { name: /Plazo máximo/ });
    await app.user.clear(max);
    await app.user.type(max, values.termMax);
  }
  return form;
}

/** Signs the demo investor in through the contract (the screen's own sign-in later ends this session). */
async function demoToken() {
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: 'demo@simulador.test',
    password: 'demo1234',
  });
  return body.success.token;
}

const DAY_MS = 86_400_000;

/** A strategy of the high-risk projects of any rate and term, which matches some of the seed's open ones. */
const ALL_RISKS = {
  nombre: 'Todo riesgo',
  monto: '60',
  maximo_proyecto: '60',
  tasa_min: '0',
  tasa_max: '100',
  plazo_min: 1,
  plazo_max: 3650,
  riesgos: ['Alto'],
  presupuesto: '120',
};

describe('Inversión automática', () => {
  const sim = useSimulator();
  beforeEach(resetSession);

  it('AUTO-12 shows the empty state with its hint and the button to create the first strategy', async () => {
    await open();
    expect(await screen.findByText('Aún no tiene estrategias de inversión automática.')).toBeTruthy();
    expect(
      screen.getByText('Cree una y elegiremos por usted los proyectos que cumplan sus condiciones.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva estrategia' })).toBeTruthy();
  });

  it('AUTO-13 checks the form before sending, in Spanish, and AUTO-12 lists the created strategy with what it invested', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Nueva estrategia' }));
    const form = await fillForm(app, { name: '', amount: '40' });
    await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('El nombre de la estrategia es requerido')).toBeTruthy();
    expect(within(form).getByText('El monto por proyecto debe ser al menos 50.00')).toBeTruthy();
    const db = await sim.store();
    expect(await db.strategies.count()).toBe(0);

    await app.user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Agro corta');
    const amount = within(form).getByRole('textbox', { name: /Monto por proyecto/ });
    await app.user.clear(amount);
    await app.user.type(amount, '100');
    await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva estrategia' })).toBeNull());
    expect(await screen.findByText('Estrategia creada con éxito')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Agro corta' });
    expect(within(card).getByText('Activa')).toBeTruthy();
    // The default ranges take the seed's open A++, A+ and A projects at once: up to the budget of 1,000.00.
    expect(within(card).getByText('USDT 1,000.00', { selector: 'dd' })).toBeTruthy();
    const stored = (await db.strategies.toArray())[0]!;
    expect(stored.investedMicro).toBeGreaterThan(0);
  });

  it('AUTO-13 keeps an out-of-range value as typed and says why under its field, sending nothing', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Nueva estrategia' }));
    const form = await dialog('Nueva estrategia');
    const field = (name: RegExp) => within(form).getByRole<HTMLInputElement>('textbox', { name });
    const longName = 'N'.repeat(61);
    await app.user.click(field(/Nombre/));
    await app.user.paste(longName);
    // Typed, then left with Tab: the keyboard way, and what made the inputs clamp on blur.
    for (const [name, typed] of [
      [/Monto por proyecto/, '-50'],
      [/Tasa mínima/, '-1'],
      [/Tasa máxima/, '101'],
      [/Plazo mínimo/, '0'],
      [/Plazo máximo/, '1.5'],
    ] as const) {
      await app.user.clear(field(name));
      await app.user.type(field(name), typed);
      await app.user.tab();
    }
    const shown = () =>
      [/Nombre/, /Monto por proyecto/, /Tasa mínima/, /Tasa máxima/, /Plazo mínimo/, /Plazo máximo/].map(
        (name) => field(name).value,
      );
    expect(shown()).toEqual([longName, '-50', '-1', '101', '0', '1.5']);

    const requests = recordRequests(sim.server);
    await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
    // Each message is the server's own (strategy-rules.ts), read as the description of its input.
    const said = (name: RegExp, message: string | RegExp) =>
      expect(within(form).getByRole('textbox', { name, description: message })).toBeTruthy();
    await within(form).findByText('El nombre puede tener como máximo 60 caracteres');
    said(/Nombre/, 'El nombre puede tener como máximo 60 caracteres');
    said(/Monto por proyecto/, /^El monto por proyecto debe ser al menos 50\.00/);
    said(/Tasa mínima/, 'La tasa debe estar entre 0 y 100 % anual');
    said(/Tasa máxima/, 'La tasa debe estar entre 0 y 100 % anual');
    said(/Plazo mínimo/, 'El plazo debe ser un número entero de días entre 1 y 3650');
    said(/Plazo máximo/, 'El plazo debe ser un número entero de días entre 1 y 3650');
    expect(shown()).toEqual([longName, '-50', '-1', '101', '0', '1.5']);
    expect(await requests.paths()).not.toContain('/api/client/estrategias/create');
    expect(await (await sim.store()).strategies.count()).toBe(0);
  });

  it("SRV-49 Enter and two clicks on 'Guardar', all in one task, create one strategy", async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Nueva estrategia' }));
    const form = await fillForm(app, { name: 'Una sola vez', termMax: '1' });
    const requests = recordRequests(sim.server);
    const button = within(form).getByRole<HTMLButtonElement>('button', { name: 'Guardar' });
    act(() => {
      button.form!.requestSubmit(); // what Enter in the term does
      button.click();
      button.click();
    });
    expect(await screen.findByRole('article', { name: 'Una sola vez' })).toBeTruthy();
    const keys = requests.idempotencyKeys();
    const creates = (await requests.all())
      .map((r, i) => ({ ...r, key: keys[i] }))
      .filter((r) => r.path === '/api/client/estrategias/create');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    const db = await sim.store();
    expect(await db.strategies.count()).toBe(1);
    expect(screen.getAllByRole('article', { name: 'Una sola vez' })).toHaveLength(1);
  });

  it('AUTO-14 pauses and resumes a strategy at once, and AUTO-15 shows its investments', async () => {
    const token = (
      await post<{ success: { token: string } }>('/api/client/authenticate', {
        email: 'demo@simulador.test',
        password: 'demo1234',
      })
    ).body.success.token;
    await post('/api/client/estrategias/create', ALL_RISKS, token);
    const app = await open();
    const card = await screen.findByRole('article', { name: 'Todo riesgo' });
    await app.user.click(within(card).getByRole('button', { name: 'Pausar la estrategia Todo riesgo' }));
    expect(await within(card).findByText('Pausada')).toBeTruthy();
    expect(await screen.findByText('Estrategia pausada con éxito')).toBeTruthy();
    const db = await sim.store();
    expect((await db.strategies.toArray())[0]!.status).toBe('pausada');
    await app.user.click(within(card).getByRole('button', { name: 'Reanudar la estrategia Todo riesgo' }));
    // AUTO-18: the resume asks first; its budget is spent, so it invests nothing now.
    const question = await dialog('¿Reanudar la estrategia Todo riesgo?');
    await within(question).findByText(/pero al reanudar no invertirá ahora en ninguno/);
    await app.user.click(within(question).getByRole('button', { name: 'Reanudar' }));
    expect(await within(card).findByText('Activa')).toBeTruthy();

    await app.user.click(within(card).getByRole('button', { name: 'Ver inversiones de Todo riesgo' }));
    const history = await dialog('Inversiones de Todo riesgo');
    const table = await within(history).findByRole('table', { name: 'Inversiones automáticas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('USDT 60.00')).toBeTruthy();
  });

  it('AUTO-12 shows an error with Reintentar when the list fails, and the list after it', async () => {
    await post('/api/simulador/ajustes', {
      // The route's prefetch and the screen's own load both fail.
      agregar_fallo: { tipo: 'error', ruta: '/api/client/estrategias', restantes: 2 },
    });
    const app = await open();
    expect(await screen.findByText('No se pudieron cargar las estrategias.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no tiene estrategias de inversión automática.')).toBeTruthy();
  });

  it("AUTO-12 the list's error offers 'Reintentar', which asks again and shows the strategies", async () => {
    const token = (
      await post<{ success: { token: string } }>('/api/client/authenticate', {
        email: 'demo@simulador.test',
        password: 'demo1234',
      })
    ).body.success.token;
    await post(
      '/api/client/estrategias/create',
      {
        nombre: 'Reintento',
        monto: '60',
        maximo_proyecto: '60',
        tasa_min: '0',
        tasa_max: '100',
        plazo_min: 1,
        plazo_max: 1,
        riesgos: ['Alto'],
        presupuesto: '120',
      },
      token,
    );
    resetSession();
    await post('/api/simulador/ajustes', {
      // The route's prefetch and the screen's own load both fail; the next call answers.
      agregar_fallo: { tipo: 'error', ruta: '/api/client/estrategias', restantes: 2 },
    });
    const app = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar las estrategias.');
    // The list failing does not sign out (AUTO-12): the error stays, with its retry, and no strategy.
    expect(screen.queryByRole('article')).toBeNull();
    const requests = recordRequests(sim.server);
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const card = await screen.findByRole('article', { name: 'Reintento' });
    expect(within(card).getByText('Activa')).toBeTruthy();
    expect(await requests.paths()).toContain('/api/client/estrategias');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('AUTO-16 Proyectos links to the screen at phone width, and AUTO-13 a strategy created there is listed', async () => {
    showOnPhone();
    const app = await openScreen('demo', '/cliente/projectos', 'Proyectos');
    expect(screen.queryByRole('link', { name: 'Inversión automática activa' })).toBeNull();
    await app.user.click(await screen.findByRole('link', { name: 'Inversión automática' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inversión automática' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Nueva estrategia' }));
    const form = await fillForm(app, { name: 'Corta', termMax: '1' });
    await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
    const card = await screen.findByRole('article', { name: 'Corta' });
    expect(within(card).getByText('1 a 1 día')).toBeTruthy();
  });

  it('AUTO-16 the dashboard’s carousel and Proyectos show an active strategy as a link to the screen', async () => {
    const token = (
      await post<{ success: { token: string } }>('/api/client/authenticate', {
        email: 'demo@simulador.test',
        password: 'demo1234',
      })
    ).body.success.token;
    const created = await post<{ data: { id: number } }>(
      '/api/client/estrategias/create',
      {
        nombre: 'Corta',
        monto: '60',
        maximo_proyecto: '60',
        tasa_min: '0',
        tasa_max: '100',
        plazo_min: 1,
        plazo_max: 1,
        riesgos: ['Alto'],
        presupuesto: '120',
      },
      token,
    );
    resetSession();
    const dashboard = await openScreen('demo', '/cliente/dashboard', 'Inicio');
    const carousel = await screen.findByRole('region', { name: 'Mercado primario' });
    const badge = await within(carousel).findByRole('link', { name: 'Inversión automática activa' });
    expect(badge.getAttribute('href')).toBe('/cliente/inversion-automatica');
    dashboard.unmount();
    resetSession();
    // The dashboard's sign-in ended the first session: a new one pauses the strategy.
    const again = await signInAs('demo@simulador.test', 'demo1234');
    const paused = await post(
      '/api/client/estrategias/estado',
      { id: created.body.data.id, estado: 'pausada' },
      again,
    );
    expect(paused.status).toBe(200);
    resetSession();
    await openScreen('demo', '/cliente/projectos', 'Proyectos');
    expect(await screen.findByRole('link', { name: 'Inversión automática' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Inversión automática activa' })).toBeNull();
  });

  it('AUTO-17 the form shows what a new strategy would invest now, asks nothing while a field is invalid, and the strategy invests that', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Nueva estrategia' }));
    const form = await dialog('Nueva estrategia');
    const section = within(form).getByRole('region', { name: 'Con estos criterios' });
    // The default fields, the name still empty: the name changes nothing the strategy would do.
    const summary = 'Coinciden 16 proyectos abiertos. Invertiría USDT 937.50 ahora en 10 de ellos:';
    expect(await within(section).findByText(summary)).toBeTruthy();
    const planned = within(section).getByRole('list', { name: 'Proyectos en los que invertiría' });
    expect(
      within(planned)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Hotel boutique en Valparaíso: USDT 100.00',
      'Invernaderos de flores de Medellín: USDT 100.00',
      'Ampliación de clínica en Valencia: USDT 100.00',
    ]);
    expect(within(section).getByText('+ 7 más')).toBeTruthy();

    const requests = recordRequests(sim.server);
    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    await app.user.clear(field(/Monto por proyecto/));
    await app.user.type(field(/Monto por proyecto/), '40');
    expect(
      await within(section).findByText(
        'Complete los campos para ver qué proyectos abiertos coinciden y cuánto invertiría.',
      ),
    ).toBeTruthy();
    expect(await requests.paths()).not.toContain('/api/client/estrategias/vista_previa');

    await app.user.clear(field(/Monto por proyecto/));
    await app.user.type(field(/Monto por proyecto/), '100');
    await app.user.clear(field(/Plazo mínimo/));
    await app.user.type(field(/Plazo mínimo/), '1');
    await app.user.clear(field(/Plazo máximo/));
    await app.user.type(field(/Plazo máximo/), '1');
    expect(await within(section).findByText('Ningún proyecto abierto coincide ahora')).toBeTruthy();
    expect(
      within(section).getByText('La estrategia invertirá cuando se abra uno que coincida.'),
    ).toBeTruthy();

    await app.user.clear(field(/Plazo mínimo/));
    await app.user.type(field(/Plazo mínimo/), '30');
    await app.user.clear(field(/Plazo máximo/));
    await app.user.type(field(/Plazo máximo/), '720');
    expect(await within(section).findByText(summary)).toBeTruthy();
    await app.user.type(field(/Nombre/), 'Como se anunció');
    await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
    const card = await screen.findByRole('article', { name: 'Como se anunció' });
    expect(within(card).getByText('USDT 937.50', { selector: 'dd' })).toBeTruthy();
    expect(within(card).getByText('10', { selector: 'dd' })).toBeTruthy();
  });

  it('AUTO-17 editing counts the matching open projects and says that saving invests nothing now', async () => {
    await post('/api/client/estrategias/create', ALL_RISKS, await demoToken());
    const app = await open();
    const card = await screen.findByRole('article', { name: 'Todo riesgo' });
    await app.user.click(within(card).getByRole('button', { name: 'Editar la estrategia Todo riesgo' }));
    const form = await dialog('Editar estrategia');
    const section = within(form).getByRole('region', { name: 'Con estos criterios' });
    expect(
      await within(section).findByText(
        'Coinciden 6 proyectos abiertos. Guardar los cambios no invierte ahora: la estrategia aplicará estos criterios a los proyectos que se abran desde ahora.',
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it("AUTO-18 'Reanudar' asks first, naming what the resume invests now; 'Cancelar' sends nothing, and confirming invests it", async () => {
    const token = await demoToken();
    const created = await post<{ data: { id: number } }>(
      '/api/client/estrategias/create',
      {
        nombre: 'Amplia',
        monto: '100',
        maximo_proyecto: '100',
        tasa_min: '0',
        tasa_max: '100',
        plazo_min: 1,
        plazo_max: 3650,
        riesgos: ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'],
        presupuesto: '5000',
      },
      token,
    );
    const id = created.body.data.id;
    await post('/api/client/estrategias/estado', { id, estado: 'pausada' }, token);
    // Thirteen days on, three planned projects have opened while it was paused.
    sim.clock.set(TEST_START + 13 * DAY_MS);
    const app = await open();
    const card = await screen.findByRole('article', { name: 'Amplia' });
    const db = await sim.store();
    const before = await db.investments.where('[strategyId+id]').between([id, 0], [id, Infinity]).count();

    const requests = recordRequests(sim.server);
    const resume = () =>
      app.user.click(within(card).getByRole('button', { name: 'Reanudar la estrategia Amplia' }));
    await resume();
    let question = await dialog('¿Reanudar la estrategia Amplia?');
    expect(
      await within(question).findByText(
        'Al reanudar, la estrategia invertirá ahora USDT 300.00 en 3 proyectos abiertos que coinciden:',
      ),
    ).toBeTruthy();
    expect(within(question).getAllByRole('listitem')).toHaveLength(3);
    await app.user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '¿Reanudar la estrategia Amplia?' })).toBeNull(),
    );
    expect(await requests.paths()).not.toContain('/api/client/estrategias/estado');
    expect(within(card).getByText('Pausada')).toBeTruthy();

    await resume();
    question = await dialog('¿Reanudar la estrategia Amplia?');
    await within(question).findByText(/invertirá ahora USDT 300\.00/);
    await app.user.click(within(question).getByRole('button', { name: 'Reanudar' }));
    expect(await screen.findByText('Estrategia reanudada con éxito')).toBeTruthy();
    expect(within(card).getByText('Activa')).toBeTruthy();
    const made = await db.investments.where('[strategyId+id]').between([id, 0], [id, Infinity]).toArray();
    expect(made.slice(before).map((i) => i.amountMicro)).toEqual([100_000_000, 100_000_000, 100_000_000]);
  });
});
