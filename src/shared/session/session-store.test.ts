import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The store as a reloaded tab builds it: a new module over the same tab storage. */
async function reloadedStore() {
  vi.resetModules();
  return (await import('./session-store')).useSession;
}

describe('session store across a reload of the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('LOGIN-22 a sign-out message survives a reload until it is closed', async () => {
    (await reloadedStore()).getState().signOut('Intente nuevamente');
    const reloaded = await reloadedStore();
    expect(reloaded.getState().signOutMessage).toBe('Intente nuevamente');
    expect(reloaded.getState().token).toBeNull();

    reloaded.getState().clearSignOutMessage();
    expect((await reloadedStore()).getState().signOutMessage).toBeNull();
  });

  it('LOGIN-22 a sign-in drops the last sign-out message; a sign-out without one leaves none', async () => {
    const store = await reloadedStore();
    store.getState().signOut('Su sesión ha expirado. Inicie sesión nuevamente.');
    store.getState().signIn('token-1', 1_000);
    expect((await reloadedStore()).getState().signOutMessage).toBeNull();

    const again = await reloadedStore();
    again.getState().signOut();
    expect((await reloadedStore()).getState().signOutMessage).toBeNull();
  });

  it('SESS-01 the token and the login time survive a reload', async () => {
    (await reloadedStore()).getState().signIn('token-2', 5_000);
    const reloaded = await reloadedStore();
    expect(reloaded.getState().token).toBe('token-2');
    expect(reloaded.getState().loginAt).toBe(5_000);
  });
});
