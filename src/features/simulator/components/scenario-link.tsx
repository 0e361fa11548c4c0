import { useState, useSyncExternalStore } from 'react';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { SCENARIO_PARAM } from '../model/scenarios';

const ScenariosModal = lazyWhenOpen(
  () => import('./scenarios-modal').then((m) => m.ScenariosModal),
  (p: { opened: boolean }) => p.opened,
);

/** The scenario a shared link names (`?escenario=<nombre>`). */
function linkedScenario(): string | null {
  const value = new URLSearchParams(window.location.search).get(SCENARIO_PARAM);
  return value === null ? null : value.trim();
}

/** The address changes only through forgetLink, which the dialog's closing follows with a render. */
const noChanges = () => () => {};

/** Drops the parameter from the address once handled, so a reload does not load the scenario again. */
function forgetLink(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(SCENARIO_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * SCEN-07: on the demo's entry, a link `?escenario=<nombre>` loads that scenario: at once on a demo nobody
 * has used, after the confirmation otherwise (the server tells, SRV-71). The dialog's code loads only then.
 */
export function ScenarioLink() {
  // Read from the address after hydration: the prerendered login page has no dialog, and React adopts it as
  // drawn (the server snapshot) before the dialog opens.
  const link = useSyncExternalStore(noChanges, linkedScenario, () => null);
  const [handled, setHandled] = useState(false);
  if (link === null || handled) return null;
  return (
    <ScenariosModal
      opened
      link={link}
      onClose={() => {
        forgetLink();
        setHandled(true);
      }}
    />
  );
}
