import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { useSession } from '@/shared/session/session-store';
import { createQueryClient } from './query-client';

describe('the query client and the session', () => {
  afterEach(() => useSession.getState().signOut());

  const failWith = async (error: unknown, signOutOnError = true) => {
    useSession.getState().signIn('t0k3n', Date.now());
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['lista'], queryFn: () => Promise.reject(error), meta: { signOutOnError } })
      .catch(() => undefined);
    return useSession.getState();
  };

  it('ERR-03 a client-area list the server refuses signs the client out with its message', async () => {
    const session = await failWith(new ApiError(500, 'Error al cargar', null));
    expect(session.token).toBeNull();
    expect(session.signOutMessage).toBe('Error al cargar');
  });

  it('SESS-12 any call refused for its session signs the client out', async () => {
    const session = await failWith(new ApiError(401, 'Intente nuevamente', null), false);
    expect(session.token).toBeNull();
  });

  it('a call that got no answer (the page being reloaded or left cancels it) keeps the session', async () => {
    const session = await failWith(new ApiError(0, 'No se pudo conectar con el servidor.', null));
    expect(session.token).toBe('t0k3n');
  });
});
