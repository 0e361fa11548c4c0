import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import { newClient, post, TEST_START, useSimulator } from '../../../tests/simulator';
import { currencyLabel, useCurrencyLabel } from './currency';

describe('currencyLabel', () => {
  it("DEMO-04 labels money 'USDT' when the demo status is exactly 'active'", () => {
    expect(currencyLabel('active')).toBe('USDT');
  });

  it("DEMO-05 labels money '$' for any other demo status, or none", () => {
    for (const status of ['inactive', 'Active', 'ACTIVE', ' active', '', null, undefined]) {
      expect(currencyLabel(status)).toBe('$');
    }
  });
});

describe('useCurrencyLabel', () => {
  const sim = useSimulator();
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSession.setState({ token: null, loginAt: null, signOutMessage: null, collapsed: false, pin: null });
  });
  afterEach(cleanup);

  async function signedInClient() {
    const { email, password } = await newClient();
    const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
      email,
      password,
    });
    useSession.getState().signIn(body.success.token, TEST_START);
    const profile = await post<{ id: number }>('/api/client/profile', {}, body.success.token);
    return profile.body.id;
  }

  function renderLabel() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const statusLoaded = () => expect(client.getQueryState(['client', 'status'])?.status).toBe('success');
    return { ...renderHook(() => useCurrencyLabel(), { wrapper }), statusLoaded };
  }

  it("DEMO-04 gives 'USDT' for a signed-in client in demo mode (read from getstatus)", async () => {
    await signedInClient(); // new clients start with demo_status 'active'
    const { result, statusLoaded } = renderLabel();
    await waitFor(statusLoaded);
    expect(result.current).toBe('USDT');
  });

  it("DEMO-05 gives '$' for a signed-in client outside demo mode", async () => {
    const id = await signedInClient();
    const db = await sim.store();
    await db.clients.update(id, { demo_status: 'inactive' });
    const { result, statusLoaded } = renderLabel();
    await waitFor(statusLoaded);
    expect(result.current).toBe('$');
  });
});
