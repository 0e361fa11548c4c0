import { describe, expect, it } from 'vitest';
import type { SimulatorFault } from '@/contract/schemas/simulator';
import { isFaultable, takeFault } from './faults';

const fault = (id: string, ruta: string | null, restantes: number | null): SimulatorFault => ({
  id,
  tipo: 'error',
  ruta,
  restantes,
});

describe('injected faults', () => {
  it('never fail the demo tools and the panel (/api/simulador/...)', () => {
    expect(isFaultable('/api/simulador/registro')).toBe(false);
    expect(isFaultable('/api/simulador/reloj')).toBe(false);
    expect(takeFault([fault('a', null, null)], '/api/simulador/ajustes')).toBeNull();
    expect(isFaultable('/api/client/dashboard')).toBe(true);
  });

  it('take the first fault whose path the call contains, or one for every call', () => {
    const faults = [fault('a', 'investments', 2), fault('b', null, null)];
    expect(takeFault(faults, '/api/client/investments/create')?.fault.id).toBe('a');
    expect(takeFault(faults, '/api/client/dashboard')?.fault.id).toBe('b');
    expect(takeFault([fault('a', 'investments', 1)], '/api/client/dashboard')).toBeNull();
  });

  it('count down a counted fault and drop it after its last call; an open-ended one stays', () => {
    let faults = [fault('a', null, 2), fault('b', 'x', null)];
    const first = takeFault(faults, '/api/client/profile')!;
    expect(first.left).toEqual([fault('a', null, 1), fault('b', 'x', null)]);
    faults = first.left;
    const second = takeFault(faults, '/api/client/profile')!;
    expect(second.fault.id).toBe('a');
    expect(second.left).toEqual([fault('b', 'x', null)]);
    expect(takeFault(second.left, '/api/client/x')!.left).toEqual([fault('b', 'x', null)]);
  });
});
