import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServerContext, manualClock, setupSimulator } from '../../mocks/node';

// What README's 'The simulator in another project's tests' shows, as another project would write it: only
// mocks/node.ts, a clock of its own and an IndexedDB of its own, any host.
const simulator = setupSimulator(
  createServerContext({
    clock: manualClock(Date.UTC(2026, 10, 22, 12)),
    storeOptions: { indexedDB: new IDBFactory(), IDBKeyRange },
  }),
);
beforeAll(() => simulator.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => simulator.server.close());

it("mocks/node.ts serves a project's fetch: a seeded persona signs in and reads its dashboard", async () => {
  const login = await fetch('https://api.example.test/api/client/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@simulador.test', password: 'demo1234' }),
  });
  expect(login.status).toBe(200);
  const { success } = (await login.json()) as { success: { token: string } };
  const dashboard = await fetch('https://api.example.test/api/client/dashboard', {
    method: 'POST',
    headers: { Authorization: `Bearer ${success.token}` },
  });
  expect(dashboard.status).toBe(200);
  expect(await dashboard.json()).toMatchObject({ data: expect.any(Object) });
  const wrong = await fetch('https://api.example.test/api/client/no-existe');
  expect(wrong.status).toBe(404);
});
