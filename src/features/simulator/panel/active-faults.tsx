import { Alert, Button, List } from '@mantine/core';
import type { SimulatorFault } from '@/contract/simulator';
import { panelStrings } from './panel-strings';

const t = panelStrings;

/** The faults the simulator is injecting, shown at the top of the panel while any is active. */
export function ActiveFaults({
  faults,
  onRemoveAll,
  busy,
}: {
  faults: readonly SimulatorFault[];
  onRemoveAll: () => void;
  busy: boolean;
}) {
  if (faults.length === 0) return null;
  return (
    <Alert color="red" title={`${t.activeFaults.title}: ${faults.length}`} mb="sm">
      <List size="sm" mb="xs">
        {faults.map((fault) => (
          <List.Item key={fault.id}>
            {t.faultKinds[fault.tipo]} — {t.network.scope(fault.ruta, fault.restantes)}
          </List.Item>
        ))}
      </List>
      <Button size="compact-sm" color="red" variant="light" onClick={onRemoveAll} loading={busy}>
        {t.activeFaults.removeAll}
      </Button>
    </Alert>
  );
}
