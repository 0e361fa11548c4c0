import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSimulator } from '../../../tests/simulator';

describe('apiFetch', () => {
  const sim = useSimulator();
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('API-01 calls the /api prefix on the configured host, and the simulator answers the path on any host', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.plataforma.example/');
    vi.resetModules();
    const urls: string[] = [];
    sim.server.events.on('request:start', ({ request }) => urls.push(request.url));
    const { apiFetch } = await import('./api-fetch');
    const { paisesList } = await import('@/contract/paises');
    const body = await apiFetch(paisesList, {});
    expect(urls).toEqual(['https://api.plataforma.example/api/paises/list']);
    expect(body.data.data.find((c) => c.iso === 'CO')?.id).toBe(82);
  });

  it('API-01 without a configured host, calls go to this page origin', async () => {
    const urls: string[] = [];
    sim.server.events.on('request:start', ({ request }) => urls.push(request.url));
    const { apiFetch } = await import('./api-fetch');
    const { paisesList } = await import('@/contract/paises');
    await apiFetch(paisesList, {});
    expect(urls).toEqual([`${window.location.origin}/api/paises/list`]);
  });

  it("ERR-03 an answer reaching a page being left (the simulator's 404 after beforeunload) is no answer, status 0", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { apiFetch } = await import('./api-fetch');
      const { LEAVING_GRACE_MS } = await import('./page-leaving');
      const { dashboard } = await import('@/contract/account');
      sim.server.use(http.post('*/api/client/dashboard', () => HttpResponse.json({}, { status: 404 })));
      // Before the page is left, a 404 is the server's answer.
      await expect(apiFetch(dashboard, {})).rejects.toMatchObject({ status: 404 });
      window.dispatchEvent(new Event('beforeunload'));
      await expect(apiFetch(dashboard, {})).rejects.toMatchObject({ status: 0 });
      // A navigation that never happened: the page lives on and answers count again.
      vi.setSystemTime(Date.now() + LEAVING_GRACE_MS);
      await expect(apiFetch(dashboard, {})).rejects.toMatchObject({ status: 404 });
    } finally {
      vi.useRealTimers();
    }
  });
});
