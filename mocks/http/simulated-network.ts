import { delay, HttpResponse } from 'msw';
import { errorBodyOf } from '@/contract/errors';
import type { FaultKind } from '@/contract/schemas/simulator';
import { takeFault, withoutOneCall } from '../domain/faults';
import { endSession } from '../store/identity-repo';
import { readClockOffset } from '../store/ready';
import { callerOf, loggedRequestBody, loggedResponseBody } from './call-log';
import { panelToolsOf } from './panel-tools';
import { bearer, INTERNAL_ERROR_MESSAGE } from './route';
import type { ServerContext } from './server-context';

/** How long a call the 'espera' fault holds waits at most for its client to give up. */
export const HELD_CALL_MAX_MS = 5 * 60 * 1000;

/** Answers one /api/ call (`path` is its path from '/api/' on). */
export type CallAnswer = (request: Request, url: URL, path: string) => Promise<Response>;

/** Waits until the client gives up on the request (its signal aborts), or HELD_CALL_MAX_MS. */
function heldUntilAbandoned(request: Request): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HELD_CALL_MAX_MS);
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A call an injected fault answers: 500 in the documented error body ('error'), no answer until the client
 * gives up ('espera'), a lost network ('red'), or the call's session ended just before it is answered
 * ('sesion': the call then meets a closed session as it would after a sign-in elsewhere).
 */
async function faultAnswer(
  kind: FaultKind,
  ctx: ServerContext,
  answer: () => Promise<Response>,
  request: Request,
): Promise<Response> {
  switch (kind) {
    case 'error':
      return HttpResponse.json(errorBodyOf(INTERNAL_ERROR_MESSAGE), { status: 500 });
    case 'espera':
      await heldUntilAbandoned(request);
      return Response.error();
    case 'red':
      return Response.error();
    case 'sesion': {
      const token = bearer(request);
      if (token) {
        const db = await ctx.store();
        await db.transaction('rw', db.sessions, db.meta, async () =>
          endSession(db, token, ctx.clock.now() + (await readClockOffset(db))),
        );
      }
      return answer();
    }
  }
}

/**
 * What stands between a client and the handlers, as a network and a developer's tools would (the simulator
 * panel): the latency in force, the first injected fault that matches the call, and the log of every call with
 * its answer. Reading the settings reads no store: each server keeps them in memory (store/tool-settings.ts).
 */
export function simulatedNetwork(ctx: ServerContext, answerCall: CallAnswer): CallAnswer {
  return async (request, url, path) => {
    const started = Date.now();
    const tools = await panelToolsOf(ctx);
    const settings = await tools.settings.read();
    const taken = takeFault(settings.fallos, path);
    if (taken)
      await tools.settings.change((current) => ({
        ...current,
        fallos: withoutOneCall(current.fallos, taken.fault.id),
      }));
    const latency = settings.latencia_ms ?? ctx.delayMs;
    if (latency > 0) await delay(latency);
    const entry = async (response: Response | null) => ({
      hora: new Date(started).toISOString(),
      metodo: request.method,
      ruta: `${path}${url.search}`,
      estado: response && response.type !== 'error' ? response.status : 0,
      duracion_ms: Date.now() - started,
      cliente: callerOf(request),
      solicitud: await loggedRequestBody(request),
      respuesta: response ? await loggedResponseBody(response) : null,
      fallo: taken?.fault.tipo ?? null,
    });
    // A call held without an answer is in the log while it waits.
    if (taken?.fault.tipo === 'espera') tools.log.add(await entry(null));
    const answer = () => answerCall(request, url, path);
    const response = taken ? await faultAnswer(taken.fault.tipo, ctx, answer, request) : await answer();
    if (taken?.fault.tipo !== 'espera') tools.log.add(await entry(response));
    return response;
  };
}
