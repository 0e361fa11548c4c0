import { describe, expect, it } from 'vitest';
import { allEndpoints } from './calls';
import { idempotentPaths, isIdempotentCall } from './idempotency';

describe('SRV-49 the creating calls that may carry an Idempotency-Key', () => {
  it('SRV-49 AUTO-02 are eleven documented POST calls, and no read is among them', () => {
    const documented = Object.values(allEndpoints);
    for (const path of idempotentPaths) {
      const call = documented.find((c) => c.path === path);
      expect(call, path).toBeDefined();
      expect(call!.method, path).toBe('POST');
    }
    expect(
      documented
        .filter(isIdempotentCall)
        .map((c) => c.path)
        .sort(),
    ).toEqual(
      [
        '/api/card/create',
        '/api/client/beneficiario_create',
        '/api/client/deposits/create',
        '/api/client/estrategias/create',
        '/api/client/investments/create',
        '/api/client/investments/create_secundary',
        '/api/client/offers/create',
        '/api/client/register',
        '/api/client/withdrawall/create',
        '/api/client/withdrawall/remesa',
        '/api/wallet/transfer',
      ].sort(),
    );
  });
});
