import { useMutation } from '@tanstack/react-query';
import { simulatorScenario, type ScenarioName } from '@/contract/simulator';
import { apiFetch } from '@/shared/api/api-fetch';
import { scenarioOf } from '../model/scenarios';
import { simulatorStrings } from '../strings';
import { announceStateChange } from './state-broadcast';

export interface LoadScenario {
  nombre: string;
  /** SCEN-07: the shared link asks not to replace a demo in use (the server answers 409 then). */
  soloSinUso?: boolean;
}

/**
 * Simulator only: POST /api/simulador/escenario (SCEN-01). Every tab's session ends; this tab's login screen
 * says which account the scenario is entered with.
 */
export function useLoadScenario() {
  return useMutation({
    mutationFn: ({ nombre, soloSinUso }: LoadScenario) =>
      apiFetch(simulatorScenario, { nombre, solo_sin_uso: soloSinUso ?? false }),
    onSuccess: ({ data }) => {
      const scenario = scenarioOf(data.nombre as ScenarioName);
      announceStateChange(
        'scenario',
        scenario ? simulatorStrings.scenarios.loaded(scenario.title, scenario.persona) : undefined,
      );
    },
  });
}
