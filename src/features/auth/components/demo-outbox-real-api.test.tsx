import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../tests/render-app';
import { useSimulator } from '../../../../tests/simulator';
import { resetAll } from './test-helpers';

// The same screens built for a real API (VITE_API_MODE=real): the simulator's demo outbox is not offered.
vi.mock('@/shared/api/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/config')>()),
  apiMode: 'real',
}));

describe('demo outbox with a real API', () => {
  const sim = useSimulator();
  beforeEach(resetAll);
  afterEach(cleanup);

  it('the one-click demo entry is not offered on /portal', async () => {
    renderApp('/portal');
    await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 });
    expect(screen.getByRole('button', { name: 'Entrar a mi cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Probar la demo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Entrar →$/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Pruebe la demo/ })).toBeNull();
  });

  it('SRV-09 is hidden on /portal, /forgot, the unconfirmed-email modal and the registration result', async () => {
    const portal = renderApp('/portal');
    await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 });
    await portal.user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'a@correo.test');
    expect(screen.queryByRole('button', { name: 'Correo de demostración' })).toBeNull();
    cleanup();

    renderApp('/forgot');
    await screen.findByRole('heading', { name: 'Recuperar contraseña', level: 1 });
    expect(screen.queryByRole('button', { name: 'Correo de demostración' })).toBeNull();
    cleanup();

    // the calls still reach the (here simulated) server: register, then log in before confirming
    const app = renderApp('/nueva-cuenta');
    await screen.findByRole('heading', { name: 'Abra su cuenta', level: 1 });
    const requests: string[] = [];
    sim.server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    await app.user.type(screen.getByRole('textbox', { name: /Nombre completo/ }), 'Ana');
    await app.user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@correo.test');
    await app.user.type(screen.getByLabelText(/^Contraseña/), 'clave123');
    await app.user.type(screen.getByLabelText(/^Confirmar contraseña/), 'clave123');
    await app.user.selectOptions(screen.getByRole('combobox', { name: /¿Cómo nos conoció\?/ }), 'Email');
    await app.user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await app.user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await app.user.click(screen.getByRole('button', { name: '¡Abrir mi cuenta!' }));
    const result = await screen.findByRole('dialog', { name: 'Registro de cuenta' });
    expect(within(result).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(within(result).queryByRole('button', { name: 'Correo de demostración' })).toBeNull();
    await app.user.click(within(result).getByRole('button', { name: 'Iniciar sesión' }));

    await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 });
    await app.user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@correo.test');
    await app.user.type(screen.getByLabelText(/^Contraseña/), 'clave123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar a mi cuenta' }));
    const modal = await screen.findByRole('dialog', { name: '¡Su registro está casi completo!' });
    expect(within(modal).queryByRole('button', { name: 'Correo de demostración' })).toBeNull();
    expect(requests).not.toContain('/api/simulador/correo');
    sim.server.events.removeAllListeners();
  });
});
