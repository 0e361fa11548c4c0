import type { SimulatorFault } from '@/contract/schemas/simulator';

/**
 * The demo's tools and the simulator panel's own calls (/api/simulador/...) are never failed: the panel must
 * keep working, and its reset or clock, while it makes every other call fail.
 */
export function isFaultable(path: string): boolean {
  return !path.startsWith('/api/simulador/');
}

/**
 * The fault that answers a call to `path` (the first, in the order they were added, whose `ruta` the path
 * contains), and the faults left after it: a counted fault loses one call and is gone after its last.
 */
export function takeFault(
  faults: readonly SimulatorFault[],
  path: string,
): { fault: SimulatorFault; left: SimulatorFault[] } | null {
  if (!isFaultable(path)) return null;
  const fault = faults.find((f) => f.ruta === null || path.includes(f.ruta));
  if (!fault) return null;
  return { fault, left: withoutOneCall(faults, fault.id) };
}

/** `faults` after the fault `id` has answered one call. */
export function withoutOneCall(faults: readonly SimulatorFault[], id: string): SimulatorFault[] {
  return faults.flatMap((f) => {
    if (f.id !== id || f.restantes === null) return [f];
    return f.restantes > 1 ? [{ ...f, restantes: f.restantes - 1 }] : [];
  });
}
