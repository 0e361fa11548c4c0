import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../../tests/render-app';
import { openProfile, personas, recordRequests } from '../../../../tests/screen-helpers';
import { useSimulator } from '../../../../tests/simulator';

const personalForm = () => screen.getByRole('form', { name: 'Completar información personal' });
const input = (label: string) =>
  within(personalForm()).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

describe('the personal-data form keeps to the contract limits (SRV-54)', () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  it('SRV-54 each text input carries its limit as maxLength, so typing stops there', async () => {
    const app = await openProfile('nuevo');
    await app.user.click(screen.getByRole('button', { name: 'Completar información' }));
    expect(input('Nombre completo').maxLength).toBe(100);
    expect(input('Correo electrónico').maxLength).toBe(254);
    expect(input('Dirección (calle)').maxLength).toBe(150);
    expect(input('Teléfono').maxLength).toBe(30);
    expect(input('Código postal').maxLength).toBe(20);
    const name = input('Nombre completo');
    await app.user.clear(name);
    await app.user.type(name, 'n'.repeat(105));
    expect(name.value).toBe('n'.repeat(100));
  });

  it('SRV-54 a stored value past its limit is named under its field and nothing is sent', async () => {
    const db = await sim.store();
    const client = (await db.clients.where('email').equals(personas.nuevo.email).first())!;
    // A street stored before the limits existed (the update used to keep 200 characters).
    await db.clients.update(client.id, { datos: { ...client.datos, address_street: 'c'.repeat(180) } });
    const app = await openProfile('nuevo');
    await app.user.click(screen.getByRole('button', { name: 'Completar información' }));
    const requests = recordRequests(sim.server);
    await app.user.click(within(personalForm()).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(personalForm()).findByText('El campo dirección (calle) no puede superar 150 caracteres'),
    ).toBeInTheDocument();
    expect(await requests.paths()).not.toContain('/api/client/update');
    requests.stop();
  });
});
