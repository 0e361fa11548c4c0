import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession, setupUser, signInAs } from '../../../../tests/render-app';
import { useSimulator } from '../../../../tests/simulator';
import { AlternateProfileLayout, type AlternateProfileLayoutProps } from './alternate-profile-layout';
import { personas, tabNames } from '../../../../tests/screen-helpers';

const TABS = 'Secciones del perfil';

async function renderLayout(props: Partial<AlternateProfileLayoutProps> = {}) {
  await signInAs(personas.verificando.email, personas.verificando.password);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AlternateProfileLayout
          status={2}
          colorScheme="light"
          verification={() => <p>Contenido de verificación</p>}
          bankAccounts={<p>Contenido de cuentas</p>}
          {...props}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByRole('tablist', { name: TABS });
  return { user: setupUser() };
}

describe('alternate profile layout', () => {
  useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  it("PROF-04 has the tabs 'Mis Datos Personales', 'Privacidad & Seguridad', 'Centro de verificación' and 'Cuentas Bancarias'", async () => {
    await renderLayout({ status: 2 });
    expect(tabNames(TABS)).toEqual([
      'Mis Datos Personales',
      'Privacidad & Seguridad',
      'Centro de verificación',
      'Cuentas Bancarias',
    ]);
    // Personal data from the real profile call.
    expect(await screen.findByText('Mateo Herrera', { selector: 'dd' })).toBeInTheDocument();
  });

  it("PROF-05 hides 'Centro de verificación' when status equals 3", async () => {
    await renderLayout({ status: 3 });
    expect(tabNames(TABS)).toEqual(['Mis Datos Personales', 'Privacidad & Seguridad', 'Cuentas Bancarias']);
  });

  it.each(['light', 'dark'] as const)('PROF-06 renders in the %s theme', async (scheme) => {
    await renderLayout({ colorScheme: scheme });
    const frame = screen.getByRole('tablist', { name: TABS }).closest('[data-mantine-color-scheme]');
    expect(frame).toHaveAttribute('data-mantine-color-scheme', scheme);
  });

  it("PWD-09 the password form is in 'Privacidad & Seguridad'; the slots fill their tabs", async () => {
    const { user } = await renderLayout();
    expect(screen.queryByRole('button', { name: 'Cambiar contraseña' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Privacidad & Seguridad' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/^Contraseña actual/)).toBeRequired();
    await user.click(screen.getByRole('tab', { name: 'Centro de verificación' }));
    expect(await screen.findByText('Contenido de verificación')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cuentas Bancarias' }));
    expect(await screen.findByText('Contenido de cuentas')).toBeInTheDocument();
  });
});
