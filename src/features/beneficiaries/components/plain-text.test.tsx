import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../../tests/render-app';
import { openProfile, personas } from '../../../../tests/screen-helpers';
import { post, useSimulator } from '../../../../tests/simulator';

const HTML = '<img src=x onerror=alert(1)>';

/** Stores, through the real server, a national account and a remittance beneficiary whose names are HTML. */
async function storeHtmlBeneficiaries() {
  const { email, password } = personas.inversor;
  const login = await post<{ success: { token: string } }>('/api/client/authenticate', { email, password });
  const token = login.body.success.token;
  const national = await post(
    '/api/client/beneficiario_create',
    {
      bank_personal: '1',
      bank_type: 'AHORRO',
      bank_name: HTML,
      bank_client: 'Andrés Gómez',
      bank_account: '001234567890',
      bank_swift: '',
      country_id: 82,
    },
    token,
  );
  const remittance = await post(
    '/api/client/beneficiario_create',
    {
      bank_personal: '3',
      bank_client: HTML,
      bank_apellidos: 'Prueba',
      identificacion: '1020456789',
      country_id: 82,
      provincia: 'Antioquia',
      ciudad: 'Medellín',
      direccion_cliente: 'Calle 1',
      telefono: '+57 300 111 2222',
    },
    token,
  );
  expect([national.status, remittance.status]).toEqual([200, 200]);
}

describe('names holding HTML (quality.md: Bad input)', () => {
  useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  it('quality.md PROF-15 shows beneficiary names that hold HTML as plain text and creates no img element', async () => {
    await storeHtmlBeneficiaries();
    const app = await openProfile('inversor');
    await app.user.click(screen.getByRole('tab', { name: 'Cuentas bancarias' }));
    await screen.findByRole('heading', { name: 'Cuentas bancarias', level: 2 });
    await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());

    const national = screen.getByRole('region', { name: 'Cuentas nacionales' });
    expect(within(national).getByText(HTML)).toBeInTheDocument();
    const remittance = screen.getByRole('region', { name: 'Beneficiarios de remesa' });
    expect(within(remittance).getByText((text) => text.includes(HTML))).toBeInTheDocument();
    // Rendered as text: the markup never became an element, so nothing can run its onerror.
    expect(document.querySelector('img[src="x"], [onerror]')).toBeNull();
  });
});
