import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signInAs } from '../../../../tests/render-app';
import { personas } from '../../../../tests/screen-helpers';
import { useSimulator } from '../../../../tests/simulator';

describe('deposits/direcciones call', () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('API-40 DEP-17 is posted with an empty body to an absolute URL on the web-service host, and read from data.data', async () => {
    await signInAs(personas.demo.email, personas.demo.password);
    vi.stubEnv('VITE_API_URL', 'https://ws.plataforma.example/');
    vi.resetModules();
    const seen: { url: string; method: string; body: string; auth: string | null }[] = [];
    sim.server.events.on('request:start', ({ request }) => {
      const copy = request.clone();
      void copy.text().then((body) =>
        seen.push({
          url: request.url,
          method: request.method,
          body,
          auth: request.headers.get('Authorization'),
        }),
      );
    });
    const { depositAddressesQuery } = await import('./deposit-addresses');
    const query = depositAddressesQuery();
    const response = await query.queryFn!({ signal: new AbortController().signal } as never);
    const rows = query.select!(response);
    expect(rows.map((a) => a.network).sort()).toEqual(['Ethereum (ERC-20)', 'TRON (TRC-20)']);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({
      url: 'https://ws.plataforma.example/api/client/deposits/direcciones',
      method: 'POST',
      body: '{}',
    });
    expect(seen[0]!.auth).toMatch(/^Bearer \S+$/);
  });
});
