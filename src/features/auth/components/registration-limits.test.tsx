import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';
import { useSimulator } from '../../../../tests/simulator';
import { resetAll } from './test-helpers';

const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('the registration form keeps to the contract limits (SRV-54)', () => {
  useSimulator();
  beforeEach(resetAll);
  afterEach(cleanup);

  it('SRV-54 name, e-mail, password and referral code stop at the limits the server applies', async () => {
    const app = renderApp('/nueva-cuenta');
    await screen.findByRole('heading', { name: 'Abra su cuenta', level: 1 });
    expect(
      [
        /^Código de referido/,
        /^Nombre completo/,
        /^Correo electrónico/,
        /^Contraseña/,
        /^Confirmar contraseña/,
      ].map((label) => input(label).maxLength),
    ).toEqual([50, 100, 254, 128, 128]);
    // A pasted 100,000-character name is kept to 100 characters.
    const name = input(/^Nombre completo/);
    name.focus();
    await app.user.paste('n'.repeat(100_000));
    expect(name.value).toHaveLength(100);
  });
});
