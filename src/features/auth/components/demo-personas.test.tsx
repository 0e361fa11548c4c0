import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from '@/contract/auth';
import { renderApp } from '../../../../tests/render-app';
import { recordRequests, showOnPhone } from '../../../../tests/screen-helpers';
import { useSimulator } from '../../../../tests/simulator';
import { demoPersonas } from '../model/demo-personas';
import { resetAll } from './test-helpers';

async function openPortal() {
  const app = renderApp('/portal');
  await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 });
  return app;
}

/** A persona card's button, by the name it starts with. */
const cardName = (name: string) => new RegExp(`^${name} `);

const demoSection = () => screen.getByRole('region', { name: 'Probar la demo' });

describe('Probar la demo', () => {
  const sim = useSimulator();
  beforeEach(resetAll);
  afterEach(cleanup);

  it('offers one card per demo persona, each saying in one line what it shows', async () => {
    await openPortal();
    const cards = within(demoSection()).getAllByRole('button');
    // Each card's name is what it shows (WCAG 2.5.3): who, in what role, and 'Entrar'.
    expect(cards.map((c) => c.textContent)).toEqual(demoPersonas.map((p) => `${p.name}${p.role}Entrar →`));
    for (const persona of demoPersonas) {
      const card = within(demoSection()).getByRole('button', { name: cardName(persona.name) });
      // Whitespace between the parts depends on layout, which the test DOM does not do.
      const parts = [persona.name, persona.role, 'Entrar →'].map((p) => p.replace(/[()$]/g, '\\$&'));
      expect(card).toHaveAccessibleName(new RegExp(`^${parts.join('\\s*')}$`));
      expect(card).toHaveAccessibleDescription(persona.shows);
    }
    // Below md the cards sit under the form: a link at the top leads to them.
    showOnPhone();
    expect(
      screen.getByRole('link', { name: '¿Solo quiere mirar? Pruebe la demo con un clic' }),
    ).toHaveAttribute('href', '#probar-la-demo');
  });

  it.each(demoPersonas.map((p) => [p.key, p] as const))(
    '%s: one click signs in through the documented authenticate call and lands on its first screen',
    async (key, persona) => {
      const app = await openPortal();
      const requests = recordRequests(sim.server);
      await app.user.click(screen.getByRole('button', { name: cardName(persona.name) }));
      // The verified personas land on their dashboard; the brand-new client on the welcome to her profile.
      const lands =
        key === 'nuevo'
          ? { path: '/cliente/user-profile', title: 'Mi cuenta' }
          : { path: '/cliente/dashboard', title: 'Inicio' };
      await waitFor(() => expect(app.router.state.location.pathname).toBe(lands.path), { timeout: 10_000 });
      expect(await screen.findByRole('heading', { level: 1, name: lands.title })).toBeInTheDocument();
      if (key === 'nuevo') {
        expect(await screen.findByRole('dialog', { name: 'BIENVENIDO' })).toHaveTextContent(
          'Por favor, complete su información personal para continuar.',
        );
      }
      // The same calls as a typed login (API-03: status, then session), with the published credentials.
      const login = (await requests.all()).filter((r) => r.path === authenticate.path);
      expect(login.length).toBeGreaterThan(0);
      for (const call of login) {
        expect(call.method).toBe('POST');
        expect(call.body).toMatchObject({ email: persona.email, password: persona.password });
      }
    },
  );
});
