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

  it('SRV-63 SESS-10 moves the time forward for every later call; a jump keeps open sessions open, time that passes otherwise ends them', async () => {
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

    // A year of jumps: the session is as young as before them.
    for (let i = 0; i < 12; i++) await post('/api/simulador/reloj', { avanzar_ms: 30 * 24 * hour });
    expect((await post('/api/client/dashboard', {}, token)).status).toBe(200);
    // SESS-10, SESS-11: the time that passes otherwise still counts, to the millisecond.
    sim.clock.advance(SESSION_LIFETIME_MS - 1);
    expect((await post('/api/client/dashboard', {}, token)).status).toBe(200);
    sim.clock.advance(1);
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
