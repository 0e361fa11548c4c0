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
});
