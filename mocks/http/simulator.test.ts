import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import { MAX_CLOCK_STEP_MS } from '@/contract/schemas/simulator';
import { post, snapshot, useSimulator } from '../../tests/simulator';

interface ClockBody {
  data: { ahora: string; desfase_ms: number };
}

describe('POST /api/simulador/reloj (the demo time machine)', () => {
  const sim = useSimulator();

  it('reads the simulated time without moving it', async () => {
    const db = await sim.store();
    const before = await snapshot(db);
    const { status, body } = await post<ClockBody>('/api/simulador/reloj', {});
    expect(status).toBe(200);
    // The test clock starts at 2026-11-22 12:00 UTC: 07:00 in Bogotá.
    expect(body.data).toEqual({ ahora: '2026-11-22 07:00:00', desfase_ms: 0 });
    expect(await snapshot(db)).toEqual(before);
  });

  it('moves the time forward for every later call, session lifetimes included', async () => {
    const login = await post<{ success: { token: string } }>('/api/client/authenticate', {
      email: 'inversor@simulador.test',
      password: 'inversor1234',
    });
    const token = login.body.success.token;
    const hour = 60 * 60 * 1000;
    const moved = await post<ClockBody>('/api/simulador/reloj', { avanzar_ms: hour });
    expect(moved.body.data).toEqual({ ahora: '2026-11-22 08:00:00', desfase_ms: hour });
    expect((await post<ClockBody>('/api/simulador/reloj', {})).body.data.ahora).toBe('2026-11-22 08:00:00');
    expect((await post('/api/client/dashboard', {}, token)).status).toBe(200);

    await post('/api/simulador/reloj', { avanzar_ms: SESSION_LIFETIME_MS - hour });
    expect((await post('/api/client/dashboard', {}, token)).status).toBe(401);
  });

  it.each([
    [-1, 'El reloj del simulador solo avanza'],
    [1.5, 'El avance del reloj debe ser un número entero de milisegundos'],
    ['60000', 'El avance del reloj debe ser un número de milisegundos'],
    [MAX_CLOCK_STEP_MS + 1, 'El reloj avanza como máximo un año por vez'],
  ])('refuses avanzar_ms %j with a Spanish message and changes nothing', async (value, message) => {
    const db = await sim.store();
    const before = await snapshot(db);
    const { status, body } = await post<{ message: string; data: { message: string } }>(
      '/api/simulador/reloj',
      { avanzar_ms: value },
    );
    expect(status).toBe(422);
    expect(body.message).toBe(message);
    expect(body.data.message).toBe(message);
    expect(await snapshot(db)).toEqual(before);
  });
});
