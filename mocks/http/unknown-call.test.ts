import { describe, expect, it } from 'vitest';
import { API, loginAs, snapshot, useSimulator } from '../../tests/simulator';

interface ErrorBody {
  message: string;
  data: { message: string };
}

async function call(method: string, path: string, token?: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(`${API}${path}`, { method, headers });
  return {
    status: response.status,
    allow: response.headers.get('Allow'),
    type: response.headers.get('Content-Type'),
    body: (await response.json()) as ErrorBody,
  };
}

describe('a call the contract does not know', () => {
  const sim = useSimulator();

  it('SRV-56 an /api/ path no call has is answered 404 with the error body, on any base, changing nothing', async () => {
    const token = await loginAs('demo');
    const db = await sim.store();
    const before = await snapshot(db);
    for (const [method, path] of [
      ['GET', '/api/client/no-existe'],
      ['POST', '/api/client/investments/borrar_todo'],
      ['GET', '/demo/api/client/dashboard/extra'],
    ] as const) {
      const answer = await call(method, path, token);
      const asked = path.slice(path.indexOf('/api/'));
      expect(answer.status).toBe(404);
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.body.message).toBe(`No existe la llamada ${method} ${asked}`);
      expect(answer.body.data.message).toBe(answer.body.message);
      expect(answer.allow).toBeNull();
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it('SRV-56 a documented path asked with another method is answered 405 naming the methods it takes', async () => {
    const token = await loginAs('demo');
    const db = await sim.store();
    const before = await snapshot(db);
    // A fixed path that only takes GET, and a path with a parameter that only takes POST.
    const progress = await call('POST', '/api/simulador/progreso', token);
    expect(progress.status).toBe(405);
    expect(progress.allow).toBe('GET');
    expect(progress.body.message).toBe('La llamada /api/simulador/progreso no admite el método POST');
    const cancel = await call('GET', '/api/client/offers/cancel/7', token);
    expect(cancel.status).toBe(405);
    expect(cancel.allow).toBe('POST');
    expect(cancel.body.data.message).toBe('La llamada /api/client/offers/cancel/7 no admite el método GET');
    expect(await snapshot(db)).toEqual(before);
    // The documented method still reaches the call.
    expect((await call('GET', '/api/simulador/progreso', token)).status).toBe(200);
  });
});
