import { create } from 'zustand';
import { getToken, setToken } from '../api/token';

/**
 * Client state of the signed-in session (architecture rule 7: server data lives in TanStack Query only).
 * The token is mirrored from browser storage, where it survives reloads (SESS-01).
 */
export interface SessionState {
  token: string | null;
  /** When this tab's login happened (epoch ms), for the forced close after 80,400,000 ms (SESS-10). */
  loginAt: number | null;
  /**
   * The message of the last sign-out, shown once by the login screen (LOGIN-22). Kept in the tab's storage
   * until it is closed, so a tab signed out in the background still says why after a reload.
   */
  signOutMessage: string | null;
  /** The sidebar is collapsed (SHELL-04). */
  collapsed: boolean;
  /** Login's protect-button flag, on for 3.5 s after a login (SESS-06). */
  protectButton: boolean;
  /** The PIN returned by the last withdrawal (WDR-33). */
  pin: string | null;
  /** A password login just happened: the client area loads the client's whole state once (SESS-04). */
  freshLogin: boolean;
  /** `fresh`: a login with the password (the login screens), as opposed to a session resumed. */
  signIn(token: string, at: number, fresh?: boolean): void;
  /** True once after a password login; false after. */
  takeFreshLogin(): boolean;
  signOut(message?: string | null): void;
  clearSignOutMessage(): void;
  setCollapsed(collapsed: boolean): void;
  setProtectButton(on: boolean): void;
  setPin(pin: string | null): void;
}

const LOGIN_AT_KEY = 'token_at';
const SIGN_OUT_MESSAGE_KEY = 'sign_out_message';
const signOutListeners = new Set<() => void>();

/** Registers work to do on every sign-out (the app clears the query cache here, SESS-08). */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

function storedLoginAt(): number | null {
  const raw = globalThis.sessionStorage?.getItem(LOGIN_AT_KEY);
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : null;
}

function keep(key: string, value: string | null): void {
  const storage = globalThis.sessionStorage;
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

export const useSession = create<SessionState>()((set, get) => ({
  token: getToken(),
  loginAt: storedLoginAt(),
  signOutMessage: globalThis.sessionStorage?.getItem(SIGN_OUT_MESSAGE_KEY) ?? null,
  collapsed: false,
  protectButton: false,
  pin: null,
  freshLogin: false,
  signIn(token, at, fresh = false) {
    setToken(token);
    keep(LOGIN_AT_KEY, String(at));
    keep(SIGN_OUT_MESSAGE_KEY, null);
    set({ token, loginAt: at, signOutMessage: null, freshLogin: fresh });
  },
  takeFreshLogin() {
    const fresh = get().freshLogin;
    if (fresh) set({ freshLogin: false });
    return fresh;
  },
  signOut(message = null) {
    setToken(null);
    keep(LOGIN_AT_KEY, null);
    keep(SIGN_OUT_MESSAGE_KEY, message);
    set({
      token: null,
      loginAt: null,
      signOutMessage: message,
      collapsed: false,
      protectButton: false,
      pin: null,
      freshLogin: false,
    });
    for (const listener of signOutListeners) listener();
  },
  clearSignOutMessage() {
    keep(SIGN_OUT_MESSAGE_KEY, null);
    set({ signOutMessage: null });
  },
  setCollapsed: (collapsed) => set({ collapsed }),
  setProtectButton: (protectButton) => set({ protectButton }),
  setPin: (pin) => set({ pin }),
}));
