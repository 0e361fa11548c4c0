import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_STATE_FORMAT } from '@/contract/simulator';
import { uploadFile } from '../../tests/upload-files';
import { manualClock } from '../domain/clock';
import { persona } from '../seed/personas';
import { startHttpSimulator, StateFileRefused, type HttpSimulator } from './server';

const START = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;
const LOCAL_PAGE = 'http://localhost:5173';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'simulador-http-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A simulator on a free port over `stateFile`, its log lines kept in `lines`. */
const start = (stateFile: string, lines: string[] = []) =>
  startHttpSimulator({ stateFile, port: 0, clock: manualClock(START), log: (line) => lines.push(line) });

async function call<T = Record<string, unknown>>(
  simulator: HttpSimulator,
  callPath: string,
  { token, body, origin }: { token?: string; body?: unknown; origin?: string } = {},
) {
  const response = await fetch(`${simulator.url}${callPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(origin ? { Origin: origin } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  return { response, body: (await response.json()) as T };
}

async function signIn(simulator: HttpSimulator, key: 'demo' | 'inversor' = 'demo'): Promise<string> {
  const { email, password } = persona(key);
  const { response, body } = await call<{ success: { token: string } }>(
    simulator,
    '/api/client/authenticate',
    { body: { email, password } },
  );
  expect(response.status).toBe(200);
  return body.success.token;
}

describe('the simulator over HTTP', () => {
  let simulator: HttpSimulator;
  const lines: string[] = [];
  beforeAll(async () => {
    simulator = await start(path.join(folder, 'calls.json'), lines);
  });
  afterAll(() => simulator.close());

  it('SRV-66 answers a preflight from a page on this machine with the methods and headers a call may use, and one from another site with none', async () => {
    for (const origin of [LOCAL_PAGE, 'http://127.0.0.1:4173', 'http://[::1]:3000']) {
      const preflight = await fetch(`${simulator.url}/api/client/dashboard`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type, Idempotency-Key',
      );
    }
    for (const origin of ['https://ejemplo.com', 'http://localhost.ejemplo.com', 'https://localhost:5173']) {
      const preflight = await fetch(`${simulator.url}/api/client/dashboard`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it("SRV-66 answers a call as the handlers do, echoing a local page's origin only, and logs one line per call", async () => {
    const { email, password } = persona('demo');
    const local = await call(simulator, '/api/client/authenticate', {
      body: { email, password },
      origin: LOCAL_PAGE,
    });
    expect(local.response.status).toBe(200);
    expect(local.body).toMatchObject({ success: { token: expect.any(String) } });
    expect(local.response.headers.get('access-control-allow-origin')).toBe(LOCAL_PAGE);
    const foreign = await call(simulator, '/api/paises/list', { origin: 'https://ejemplo.com' });
    expect(foreign.response.status).toBe(200);
    expect(foreign.response.headers.get('access-control-allow-origin')).toBeNull();
    expect(lines).toContainEqual(expect.stringMatching(/^POST \/api\/client\/authenticate 200 \d+ ms$/));
  });

  it('SRV-66 SRV-56 answers an unknown /api/ path and any other path with 404 in the documented error body', async () => {
    const unknown = await fetch(`${simulator.url}/api/client/no-existe`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'No existe la llamada GET /api/client/no-existe' });
    const page = await fetch(`${simulator.url}/portal`);
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ message: 'No existe la llamada GET /portal' });
    const wrongMethod = await fetch(`${simulator.url}/api/client/dashboard`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('SRV-66 takes a multipart call: a deposit report with its proof, byte for byte', async () => {
    const token = await signIn(simulator, 'inversor');
    const addresses = await call<{ data: { data: { direccion: string; network: string }[] } }>(
      simulator,
      '/api/client/deposits/direcciones',
      { token },
    );
    const form = new FormData();
    form.set('file', uploadFile('image/png', 'comprobante.png', 2048));
    form.set('amount', '250.50');
    form.set('direccion', addresses.body.data.data[0]!.direccion);
    form.set('hash', 'ab'.repeat(32));
    form.set('type', '2');
    const report = await fetch(`${simulator.url}/api/client/deposits/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(await report.json()).toMatchObject({
      message: expect.stringContaining('Depósito reportado con éxito'),
    });
    expect(report.status).toBe(200);
    // A proof whose first bytes are not what its type says is refused (SRV-55): the bytes arrived as sent.
    form.set('file', uploadFile('image/jpeg', 'comprobante.png', 2048));
    form.set('hash', 'cd'.repeat(32));
    const refused = await fetch(`${simulator.url}/api/client/deposits/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(refused.status).toBe(422);
  });
  it('SRV-66 SRV-58 drops the connection of a call an injected network loss takes, and frees a held call when its client gives up', async () => {
    const inject = (tipo: string) =>
      call(simulator, '/api/simulador/ajustes', {
        body: { agregar_fallo: { tipo, ruta: '/api/paises', restantes: 1 } },
      });
    expect((await inject('red')).response.status).toBe(200);
    await expect(call(simulator, '/api/paises/list')).rejects.toThrow(TypeError);
    expect((await call(simulator, '/api/paises/list')).response.status).toBe(200);

    expect((await inject('espera')).response.status).toBe(200);
    const held = fetch(`${simulator.url}/api/paises/list`, {
      method: 'POST',
      signal: AbortSignal.timeout(300),
    });
    await expect(held).rejects.toThrow();
    await expect
      .poll(() => lines.filter((line) => /^POST \/api\/paises\/list sin respuesta \d+ ms$/.test(line)).length)
      .toBe(2);
  });
});

describe("the simulator over HTTP's state file", () => {
  it('SRV-66 keeps the state between runs in the format of Exportar estado: a booking and a jump of the clock are there after a restart', async () => {
    const stateFile = path.join(folder, 'estado', 'simulador.json');
    const first = await start(stateFile);
    expect(first.loadedState).toBe(false);
    let token = await signIn(first);
    const projects = await call<{ data: { id: number; disponible: string }[] }>(
      first,
      '/api/client/projects',
      {
        token,
      },
    );
    const project = projects.body.data.find((p) => Number(p.disponible) >= 100)!;
    const booked = await call(first, '/api/client/investments/create', {
      token,
      body: { project_id: project.id, amount: '123.45' },
    });
    expect(booked.response.status).toBe(200);
    expect((await call(first, '/api/simulador/reloj', { body: { avanzar_ms: DAY } })).response.status).toBe(
      200,
    );
    await first.close();

    const saved = JSON.parse(await readFile(stateFile, 'utf8')) as { formato: string; tablas: object };
    expect(saved.formato).toBe(SIMULATOR_STATE_FORMAT);

    const second = await start(stateFile);
    try {
      expect(second.loadedState).toBe(true);
      token = await signIn(second);
      const investments = await call<{ data: { datos: { project: number; investment_amount: string }[] } }>(
        second,
        '/api/client/investments',
        { token, body: { proyecto: String(project.id) } },
      );
      expect(investments.body.data.datos).toContainEqual(
        expect.objectContaining({ project: project.id, investment_amount: '123.45' }),
      );
      const clock = await call<{ data: { desfase_ms: number } }>(second, '/api/simulador/reloj');
      expect(clock.body.data.desfase_ms).toBe(DAY);
    } finally {
      await second.close();
    }
  });

  it('SRV-66 writes the state after a change, without waiting for the stop', async () => {
    const stateFile = path.join(folder, 'sin-parar.json');
    const simulator = await start(stateFile);
    try {
      const before = await readFile(stateFile, 'utf8');
      expect(
        (await call(simulator, '/api/simulador/reloj', { body: { avanzar_ms: DAY } })).response.status,
      ).toBe(200);
      await expect.poll(() => readFile(stateFile, 'utf8'), { timeout: 5000 }).not.toBe(before);
    } finally {
      await simulator.close();
    }
  });

  it('SRV-66 refuses to start from a damaged state file and leaves the file as it was', async () => {
    const stateFile = path.join(folder, 'dañado.json');
    await writeFile(stateFile, '{"formato": "plataforma-simulador/estado", "version": 1, "tab');
    await expect(start(stateFile)).rejects.toThrow(new StateFileRefused('El archivo está dañado.'));
    expect(await readFile(stateFile, 'utf8')).toBe(
      '{"formato": "plataforma-simulador/estado", "version": 1, "tab',
    );
  });
});
