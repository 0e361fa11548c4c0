import { describe, expect, it } from 'vitest';
import { SESSION_REVOKED_MESSAGE } from '@/contract/errors';
import type { LoggedCall, SimulatorSettings, SimulatorTables } from '@/contract/schemas/simulator';
import { SIMULATOR_PANEL_PATHS } from '@/contract/simulator';
import { API, get, loginAs, post, snapshot, useSimulator } from '../../tests/simulator';
import { LOG_LIMIT } from './call-log';
import { INTERNAL_ERROR_MESSAGE } from './route';
import { createServerContext } from './server-context';
import { simulatorPanelRoutes } from './simulator-panel';

interface Answer<T> {
  data: T;
}
interface Refused {
  message: string;
  data: { message: string };
}

const settings = async () => (await get<Answer<SimulatorSettings>>('/api/simulador/ajustes')).body.data;
const change = (body: unknown) => post<Answer<SimulatorSettings> & Refused>('/api/simulador/ajustes', body);
const log = async () =>
  (await get<Answer<{ llamadas: LoggedCall[] }>>('/api/simulador/registro')).body.data.llamadas;
const dashboard = (token: string) => post('/api/client/dashboard', {}, token);

describe('the simulator panel: latency', () => {
  const sim = useSimulator();

  it('SRV-57 starts at the build default, holds every call for the latency chosen, and goes back to the default', async () => {
    expect(await settings()).toEqual({ latencia_ms: 0, latencia_predeterminada_ms: 0, fallos: [] });
    const token = await loginAs('demo');
    expect((await change({ latencia_ms: 300 })).body.data.latencia_ms).toBe(300);
    const started = Date.now();
    expect((await dashboard(token)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // The panel's own calls are not held.
    const asked = Date.now();
    await settings();
    expect(Date.now() - asked).toBeLessThan(250);
    expect((await change({ latencia_ms: null })).body.data).toMatchObject({ latencia_ms: 0 });
  });

  it('SRV-57 keeps the latency when the server starts again over the same browser, and through a reset of the demo', async () => {
    await change({ latencia_ms: 1200 });
    await post('/api/simulador/reiniciar', {});
    const db = await sim.store();
    sim.serve(
      createServerContext({ clock: sim.clock, validateResponses: true, storeOptions: db.storeOptions }),
    );
    expect((await settings()).latencia_ms).toBe(1200);
  });

  it.each([
    [-1, 'La latencia no puede ser negativa'],
    [1.5, 'La latencia debe ser un número entero de milisegundos'],
    [20_000, 'La latencia puede ser como máximo de 10 segundos'],
    ['300', 'La latencia debe ser un número de milisegundos'],
  ])(
    'SRV-57 refuses latencia_ms %j with a Spanish message and keeps the settings',
    async (value, message) => {
      await change({ latencia_ms: 100 });
      const { status, body } = await change({ latencia_ms: value });
      expect(status).toBe(422);
      expect(body.message).toBe(message);
      expect((await settings()).latencia_ms).toBe(100);
    },
  );
});

describe('the simulator panel: injected faults', () => {
  const sim = useSimulator();

  it('SRV-58 an error fault answers the next N matching calls 500, then is gone; other calls are not touched', async () => {
    const token = await loginAs('demo');
    const added = await change({ agregar_fallo: { tipo: 'error', ruta: 'dashboard', restantes: 2 } });
    expect(added.body.data.fallos).toEqual([{ id: 'f1', tipo: 'error', ruta: 'dashboard', restantes: 2 }]);
    expect((await post('/api/client/profile', {}, token)).status).toBe(200);
    const first = await post<Refused>('/api/client/dashboard', {}, token);
    expect(first.status).toBe(500);
    expect(first.body.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect((await settings()).fallos).toEqual([{ id: 'f1', tipo: 'error', ruta: 'dashboard', restantes: 1 }]);
    expect((await dashboard(token)).status).toBe(500);
    expect((await settings()).fallos).toEqual([]);
    expect((await dashboard(token)).status).toBe(200);
  });

  it('SRV-58 a network fault leaves the call without an answer: fetch fails, and nothing is booked', async () => {
    const token = await loginAs('demo');
    const db = await sim.store();
    const before = await snapshot(db);
    await change({ agregar_fallo: { tipo: 'red', ruta: null, restantes: 1 } });
    await expect(
      fetch(`${API}/api/client/investments/create`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ project_id: 1, amount: 100 }),
      }),
    ).rejects.toThrow();
    expect(await snapshot(db)).toEqual(before);
    expect((await log())[0]).toMatchObject({
      ruta: '/api/client/investments/create',
      estado: 0,
      fallo: 'red',
    });
  });

  it('SRV-58 a waiting fault holds the call until its client gives up', async () => {
    const token = await loginAs('demo');
    await change({ agregar_fallo: { tipo: 'espera', ruta: 'dashboard', restantes: null } });
    const started = Date.now();
    await expect(
      fetch(`${API}/api/client/dashboard`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(400),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    // The call is in the log while it is held, without an answer.
    await expect.poll(async () => (await log())[0]).toMatchObject({ fallo: 'espera', estado: 0 });
    // An open-ended fault stays until it is removed.
    expect((await settings()).fallos).toHaveLength(1);
    expect((await change({ quitar_fallo: 'todos' })).body.data.fallos).toEqual([]);
    expect((await dashboard(token)).status).toBe(200);
  });

  it("SRV-58 a session fault ends the call's session: that call and the next are refused as after a sign-in elsewhere", async () => {
    const token = await loginAs('demo');
    await change({ agregar_fallo: { tipo: 'sesion', ruta: 'balance/list', restantes: 1 } });
    const refused = await post<Refused>('/api/client/balance/list', { page: 1 }, token);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(SESSION_REVOKED_MESSAGE);
    expect((await dashboard(token)).status).toBe(401);
    expect((await dashboard(await loginAs('demo'))).status).toBe(200);
  });

  it('SRV-58 never fails the demo tools or the panel, and refuses a fault it cannot apply', async () => {
    await change({ agregar_fallo: { tipo: 'error', ruta: null, restantes: null } });
    expect((await post('/api/simulador/reloj', {})).status).toBe(200);
    expect((await get('/api/simulador/registro')).status).toBe(200);
    const unknownKind = await change({ agregar_fallo: { tipo: 'lento' } });
    expect(unknownKind.status).toBe(422);
    expect(unknownKind.body.message).toBe('Elija qué hace el fallo');
    const noCalls = await change({ agregar_fallo: { tipo: 'red', restantes: 0 } });
    expect(noCalls.body.message).toBe('El fallo debe afectar al menos una llamada');
    const unknownFault = await change({ quitar_fallo: 'f9' });
    expect(unknownFault.status).toBe(404);
    expect(unknownFault.body.message).toBe('El fallo no existe');
    expect((await settings()).fallos).toEqual([{ id: 'f1', tipo: 'error', ruta: null, restantes: null }]);
  });
});

describe('the simulator panel: log of calls', () => {
  useSimulator();

  it("SRV-59 the contract's list of the panel's own calls is exactly the panel's routes", () => {
    expect([...SIMULATOR_PANEL_PATHS].sort()).toEqual(
      [...new Set(simulatorPanelRoutes.map((r) => r.call.path))].sort(),
    );
  });

  it('SRV-59 logs each call newest first with its method, path, status, time, client and bodies; not its own calls', async () => {
    const token = await loginAs('demo');
    await post('/api/client/balance/list', { page: 2 }, token);
    await get('/api/client/no-existe');
    await settings();
    const [unknown, movements, login] = await log();
    expect(unknown).toMatchObject({
      metodo: 'GET',
      ruta: '/api/client/no-existe',
      estado: 404,
      cliente: null,
    });
    expect(movements).toMatchObject({
      metodo: 'POST',
      ruta: '/api/client/balance/list',
      estado: 200,
      cliente: 'demo@simulador.test',
      solicitud: '{"page":2}',
      fallo: null,
    });
    expect(JSON.parse(movements!.respuesta!)).toHaveProperty('data');
    expect(login).toMatchObject({ ruta: '/api/client/authenticate', estado: 200 });
    expect(login!.solicitud).toContain('demo@simulador.test');
    expect(login!.id).toBeLessThan(movements!.id);
    expect(Number.isNaN(Date.parse(login!.hora))).toBe(false);
    expect((await log()).map((c) => c.ruta)).not.toContain('/api/simulador/ajustes');
    expect((await post('/api/simulador/registro/borrar', {})).body).toEqual({ data: { llamadas: [] } });
    expect(await log()).toEqual([]);
  });

  it(`SRV-59 keeps the last ${LOG_LIMIT} calls`, async () => {
    for (let i = 0; i < LOG_LIMIT + 5; i++) await get('/api/client/no-existe');
    const calls = await log();
    expect(calls).toHaveLength(LOG_LIMIT);
    expect(calls[0]!.id).toBe(LOG_LIMIT + 5);
  });
});

describe('the simulator panel: stored tables', () => {
  const sim = useSimulator();
  const tables = (body: unknown) => post<Answer<SimulatorTables> & Refused>('/api/simulador/tablas', body);

  it('SRV-60 lists every table with its count and one page of a table, hiding session tokens, changing nothing', async () => {
    await loginAs('demo');
    const db = await sim.store();
    const before = await snapshot(db);
    const all = (await tables({})).body.data;
    expect(all.tabla).toBeNull();
    expect(all.tablas.map((t) => t.nombre).sort()).toEqual(db.tables.map((t) => t.name).sort());
    expect(all.tablas.find((t) => t.nombre === 'clients')!.filas).toBe(await db.clients.count());
    const movements = await db.movements.count();
    const page2 = (await tables({ tabla: 'movements', pagina: 2 })).body.data.tabla!;
    expect(page2).toMatchObject({ nombre: 'movements', pagina: 2, paginas: Math.ceil(movements / 50) });
    expect(page2.filas).toEqual((await db.movements.offset(50).limit(50).toArray()) as unknown[]);
    const sessions = (await tables({ tabla: 'sessions' })).body.data.tabla!.filas;
    expect(sessions.length).toBeGreaterThan(0);
    for (const row of sessions) expect(row.token).toMatch(/^.{6}…$/);
    expect(await snapshot(db)).toEqual(before);
  });

  it('SRV-60 refuses an unknown table and a page past the last', async () => {
    const unknown = await tables({ tabla: 'secretos' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('La tabla secretos no existe');
    const past = await tables({ tabla: 'clients', pagina: 99 });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('La tabla clients no tiene la página 99');
  });
});
