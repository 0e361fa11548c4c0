import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { ScenarioLink } from '@/features/simulator/components/scenario-link';
import { SimulatorMenuButton } from '@/features/simulator/components/simulator-menu-button';
import { apiMode } from '@/shared/api/config';
import { AuthHeaderSlot } from '@/shared/ui/auth-header-slot';

// ROUTE-03: the main login screen. While the simulator answers the calls, its menu (clock, reset, export,
// import, scenarios) is in the header, so a demo can be prepared or restored before anyone signs in; a shared
// link `?escenario=<nombre>` loads a prepared scenario (SCEN-07).
export const Route = createFileRoute('/portal')({
  component: PortalScreen,
});

function PortalScreen() {
  return (
    <AuthHeaderSlot.Provider value={apiMode === 'mock' ? <SimulatorMenuButton /> : null}>
      <LoginScreen />
      {apiMode === 'mock' && <ScenarioLink />}
    </AuthHeaderSlot.Provider>
  );
}
