import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { profileQuery } from '@/shared/api/session-queries';
import { useSession } from '@/shared/session/session-store';
import { useLogin } from '../api/authenticate';
import { loginPayload } from '../model/login-rules';
import { serverMessages } from '../strings';

/** LOGIN-21: login messages clear by themselves after this long. */
export const LOGIN_MESSAGE_MS = 100_000;

export interface LoginMessage {
  /** 'unconfirmed' opens the resend-confirmation modal (LOGIN-14); anything else the generic one. */
  kind: 'generic' | 'unconfirmed';
  text: string;
  /** The address typed at login, offered again by the resend modal. */
  email: string;
  /** Tells two equal messages apart, so each one gets its own timer. */
  seq: number;
}

/**
 * What /portal and /login-pendiente share (ROUTE-05): the client rules (LOGIN-09..LOGIN-11), the two
 * authenticate calls and the session (API-03, SESS-01, SESS-03, SESS-05, SESS-06), the way to '/cliente',
 * whose loader loads the client's data while the button keeps its spinner (LOGIN-04, LOGIN-12), and the
 * messages: the server's, or the last sign-out's (LOGIN-22), cleared after 100,000 ms (LOGIN-21).
 */
export function useLoginFlow() {
  const login = useLogin();
  const navigate = useNavigate();
  const [navigating, setNavigating] = useState(false);
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const seq = useRef(0);
  const signOutMessage = useSession((s) => s.signOutMessage);
  const protectButton = useSession((s) => s.protectButton);
  // The client area's loader fills this; the login screen only watches it (LOGIN-05, LOGIN-13).
  const { data: user } = useQuery({ ...profileQuery(), enabled: false });

  const shown: LoginMessage | null =
    message ?? (signOutMessage ? { kind: 'generic', text: signOutMessage, email: '', seq: -1 } : null);

  const clearMessage = useCallback(() => {
    setMessage(null);
    useSession.getState().clearSignOutMessage();
  }, []);

  const shownKey = shown ? `${shown.seq}:${shown.text}` : null;
  useEffect(() => {
    if (shownKey === null) return;
    const timer = setTimeout(clearMessage, LOGIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [shownKey, clearMessage]);

  const pending = login.isPending || navigating;

  const submit = async (email: string, password: string) => {
    const payload = loginPayload(email, password);
    if (!payload || pending) return;
    try {
      await login.mutateAsync(payload);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      seq.current += 1;
      setMessage({
        kind: text === serverMessages.unconfirmed ? 'unconfirmed' : 'generic',
        text,
        email: payload.email,
        seq: seq.current,
      });
      return;
    }
    setNavigating(true);
    try {
      await navigate({ to: '/cliente' });
    } finally {
      setNavigating(false);
    }
  };

  return {
    submit,
    pending,
    user: user ?? null,
    /** LOGIN-05, SESS-06: no second login once a user is loaded, nor while the protect flag is on. */
    locked: Boolean(user) || protectButton,
    message: shown,
    clearMessage,
  };
}
