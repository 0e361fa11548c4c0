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

  describe("SRV-53 only the contract's JSON is an answer", () => {
    const UNEXPECTED = 'El servidor respondió algo inesperado. Intente nuevamente.';
    const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

    async function dashboardCall() {
      const { apiFetch } = await import('./api-fetch');
      const { dashboard } = await import('@/contract/account');
      return () => apiFetch(dashboard, {});
    }

    it("SRV-53 a static host's index.html with 200 is no success: status 0 and the Spanish message", async () => {
      sim.server.use(
        http.post('*/api/client/dashboard', () => HttpResponse.html(INDEX_HTML, { status: 200 }), {
          once: true,
        }),
      );
      const call = await dashboardCall();
      await expect(call()).rejects.toMatchObject({ name: 'ApiError', status: 0, message: UNEXPECTED });
      // Retryable: nothing is kept of it, and the next answer counts as it is.
      sim.server.use(
        http.post(
          '*/api/client/dashboard',
          () => HttpResponse.json({ success: true, data: { saldo: '1.00' } }),
          {
            once: true,
          },
        ),
      );
      await expect(call()).resolves.toEqual({ success: true, data: { saldo: '1.00' } });
    });

    it('SRV-53 an empty body, with or without a JSON type, and a JSON null are unexpected answers', async () => {
      const call = await dashboardCall();
      sim.server.use(
        http.post('*/api/client/dashboard', () => new HttpResponse(null, { status: 200 }), { once: true }),
      );
      await expect(call()).rejects.toMatchObject({ status: 0, message: UNEXPECTED });
      sim.server.use(
        http.post(
          '*/api/client/dashboard',
          () => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
          { once: true },
        ),
      );
      await expect(call()).rejects.toMatchObject({ status: 0, message: UNEXPECTED });
      sim.server.use(http.post('*/api/client/dashboard', () => HttpResponse.json(null), { once: true }));
      await expect(call()).rejects.toMatchObject({ status: 0, message: UNEXPECTED });
      sim.server.use(
        http.post('*/api/client/dashboard', () => HttpResponse.text('{"success":true}'), { once: true }),
      );
      await expect(call()).rejects.toMatchObject({ status: 0, message: UNEXPECTED });
    });

    it("SRV-53 a proxy's 502 page gives the Spanish message, not 'Error 502' or 'Bad Gateway'", async () => {
      sim.server.use(
        http.post(
          '*/api/client/dashboard',
          () =>
            HttpResponse.html('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
              status: 502,
              statusText: 'Bad Gateway',
            }),
          { once: true },
        ),
      );
      const call = await dashboardCall();
      await expect(call()).rejects.toMatchObject({ status: 0, message: UNEXPECTED });
    });

    it("SRV-53 a refusal in the contract's JSON keeps its status and its message", async () => {
      sim.server.use(
        http.post(
          '*/api/client/dashboard',
          () =>
            HttpResponse.json(
              { success: false, message: 'Saldo insuficiente', data: { message: 'Saldo insuficiente' } },
              { status: 422 },
            ),
          { once: true },
        ),
      );
      const call = await dashboardCall();
      await expect(call()).rejects.toMatchObject({ status: 422, message: 'Saldo insuficiente' });
    });

    it("SRV-53 a call with no answer after 30 s is an unexpected answer; the caller's own abort stays an abort", async () => {
      const { CALL_TIMEOUT_MS } = await import('./api-fetch');
      expect(CALL_TIMEOUT_MS).toBe(30_000);
      let arrived!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      sim.server.use(
        http.post('*/api/client/dashboard', () => {
          arrived();
          return new Promise<never>(() => undefined);
        }),
      );
      const call = await dashboardCall();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        let outcome: unknown = 'pending';
        const pending = call().catch((error: unknown) => (outcome = error));
        await reached;
        await vi.advanceTimersByTimeAsync(29_999);
        expect(outcome).toBe('pending');
        await vi.advanceTimersByTimeAsync(1);
        await pending;
        expect(outcome).toMatchObject({ name: 'ApiError', status: 0, message: UNEXPECTED });
      } finally {
        vi.useRealTimers();
      }

      const { apiFetch } = await import('./api-fetch');
      const { dashboard } = await import('@/contract/account');
      const controller = new AbortController();
      const aborted = apiFetch(dashboard, {}, { signal: controller.signal });
      controller.abort();
      await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
