/** SCEN-05, SRV-71: the rules of the scenario call that need no store. */
import { SCENARIO_NAMES, type ScenarioName } from '@/contract/simulator';

/** What the scenario call answers when it refuses, in Spanish. */
export const scenarioMessages = {
  unknown: (nombre: string) =>
    `No existe el escenario «${nombre}». Los escenarios son: ${SCENARIO_NAMES.join(', ')}.`,
  inUse: 'La demo de este navegador tiene cambios: confirme antes de reemplazarlos por el escenario.',
} as const;

export const isScenarioName = (nombre: string): nombre is ScenarioName =>
  (SCENARIO_NAMES as readonly string[]).includes(nombre);
