import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetSession } from '../../../../tests/render-app';
import { openScreen } from '../../../../tests/screen-helpers';
import { useSimulator } from '../../../../tests/simulator';

// The same screens built for a real API (VITE_API_MODE=real): a real server has no simulator to drive.
vi.mock('@/shared/api/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/config')>()),
  apiMode: 'real',
}));

describe('the simulator menu with a real API', () => {
  useSimulator();
  beforeEach(resetSession);

  it('is not on the login screen', async () => {
    renderApp('/portal');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(screen.queryByRole('button', { name: 'Simulador' })).toBeNull();
  });

  it('is not in the client area’s sidebar, clock included', async () => {
    await openScreen('inversor', '/cliente/dashboard', 'Inicio');
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Simulador' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Reloj del simulador' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reiniciar la demo' })).toBeNull();
  });
});
