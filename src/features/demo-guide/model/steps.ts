import type { DemoProgress } from '@/contract/simulator';

export type DemoStep = keyof DemoProgress['pasos'];
export type DemoStepPath =
  | '/cliente/projectos'
  | '/cliente/inversiones'
  | '/cliente/ultradeposito'
  | '/cliente/user-tarjeta'
  | '/cliente/dashboard';

/**
 * The checklist in the order a visitor meets it, each step with the screen it starts from. The secondary
 * market is a view of Proyectos (ROUTE-20: views switch by state, not by URL); interest shows in the latest
 * movements of Inicio once the clock has moved.
 */
export const demoSteps: readonly { step: DemoStep; path: DemoStepPath }[] = [
  { step: 'invertir', path: '/cliente/projectos' },
  { step: 'ofertar', path: '/cliente/inversiones' },
  { step: 'comprar', path: '/cliente/projectos' },
  { step: 'depositar', path: '/cliente/ultradeposito' },
  { step: 'tarjeta', path: '/cliente/user-tarjeta' },
  { step: 'intereses', path: '/cliente/dashboard' },
];

/** How many steps are done; undefined while the progress is unknown. */
export function doneCount(pasos: DemoProgress['pasos'] | undefined): number | undefined {
  return pasos ? demoSteps.filter(({ step }) => pasos[step]).length : undefined;
}

/** The key under which this browser remembers that a client hid the checklist (one per client). */
export const hiddenStorageKey = (clientId: number) => `que-probar-oculto:${clientId}`;
