/**
 * The package's public API as another project's TypeScript uses it, under `strict`. Each @ts-expect-error
 * is a misuse the declarations must refuse: were they missing or `any`, tsc would fail on the unused directive.
 */
import {
  createServerContext,
  manualClock,
  setupSimulator,
  systemClock,
  type Clock,
  type ManualClock,
  type NodeSimulator,
  type ServerContext,
  type ServerOptions,
} from '@plataforma-inversion/simulador';
import '@plataforma-inversion/simulador/auto';
import { startHttpSimulator, type HttpSimulator } from '@plataforma-inversion/simulador/http';

const clock: ManualClock = manualClock(Date.UTC(2026, 10, 22, 12));
clock.advance(60_000);
const system: Clock = systemClock;

const options: ServerOptions = { clock, delayMs: 0, validateResponses: true };
const context: ServerContext = createServerContext(options);
const simulator: NodeSimulator = setupSimulator(context);
simulator.server.listen({ onUnhandledRequest: 'error' });
simulator.serve(createServerContext({ clock: system }));
export const now: number = context.clock.now();
export const storeName: Promise<string> = context.store().then((db) => db.name);

export async function overHttp(): Promise<string> {
  const served: HttpSimulator = await startHttpSimulator({ stateFile: 'estado.json', port: 0 });
  await served.close();
  return served.url;
}

// @ts-expect-error: a clock is an object with now(), not a number.
createServerContext({ clock: 5 });
// @ts-expect-error: a manual clock moves by milliseconds.
clock.advance('un día');
// @ts-expect-error: the server over HTTP needs its state file.
void startHttpSimulator({ port: 0 });
