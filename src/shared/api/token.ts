/**
 * The bearer token lives in browser storage under 'token' (SESS-01) and is attached by apiFetch. It is the
 * tab's session storage: it survives a reload, and each tab signs in on its own, so two tabs of one browser
 * are two devices to the simulated server they share (the single-device rule, and two clients trading with
 * each other, can be tried in one browser).
 */
const KEY = 'token';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function setToken(token: string | null): void {
  const s = storage();
  if (!s) return;
  if (token) s.setItem(KEY, token);
  else s.removeItem(KEY);
}
