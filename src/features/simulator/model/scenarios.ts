import { SCENARIO_NAMES, type ScenarioName } from '@/contract/simulator';
import { simulatorStrings } from '../strings';

/** SCEN-06: a prepared scenario as the menu lists it. */
export interface Scenario {
  nombre: ScenarioName;
  title: string;
  description: string;
  /** The demo account the scenario is entered with. */
  persona: string;
}

export const scenarios: readonly Scenario[] = SCENARIO_NAMES.map((nombre) => ({
  nombre,
  ...simulatorStrings.scenarios.items[nombre],
}));

/** The scenario of a name, or undefined for a name the simulator does not know. */
export const scenarioOf = (nombre: string): Scenario | undefined =>
  scenarios.find((s) => s.nombre === nombre);

/** SCEN-06, SCEN-07: the address that opens the demo in a scenario: the site's root with `?escenario=`. */
export function scenarioLink(nombre: string, origin: string, base: string): string {
  return `${origin}${base.endsWith('/') ? base : `${base}/`}?escenario=${encodeURIComponent(nombre)}`;
}

/** The search parameter a shared link carries. */
export const SCENARIO_PARAM = 'escenario';
