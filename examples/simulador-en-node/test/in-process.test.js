/**
 * The simulator behind this process's fetch (msw/node), imported as another project imports the package: plain
 * Node, no TypeScript loader, no alias.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createServerContext, manualClock, setupSimulator } from '@plataforma-inversion/simulador';
// fake-indexeddb's globals, from the package's own dependency; before or after the import above.
import '@plataforma-inversion/simulador/auto';
import {
  AMOUNT,
  available,
  bookingsIn,
  cents,
  invest,
  projectForAmount,
  signIn,
} from '../support/demo-investor.js';

const API = 'https://api.example.test';
const simulator = setupSimulator(
  createServerContext({ clock: manualClock(Date.UTC(2026, 10, 22, 12)), validateResponses: true }),
);
before(() => simulator.server.listen({ onUnhandledRequest: 'error' }));
after(() => simulator.server.close());

test('the demo investor signs in, lists the projects and books an investment', async () => {
  const token = await signIn(API);
  const wallet = await available(API, token);
  const project = await projectForAmount(API, token);
  const bookings = (await bookingsIn(API, token, project.id)).length;
  await invest(API, token, project.id);
  assert.equal(await available(API, token), wallet - cents(AMOUNT));
  assert.equal((await bookingsIn(API, token, project.id)).length, bookings + 1);
});
