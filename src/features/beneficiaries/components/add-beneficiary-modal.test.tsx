import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setupUser, signInAs } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import { AddCryptoBeneficiaryModal, AddInternationalWithdrawalBeneficiaryModal } from './lazy-modals';
import { personas, recordRequests } from '../../../../tests/screen-helpers';

/** The withdrawal screen will mount these through its route: here they stand alone, signed in. */
async function renderSignedIn(ui: ReactNode) {
  const token = await signInAs(personas.inversor.email, personas.inversor.password);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { token, invalidate, user: setupUser() };
}

const byLabel = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

describe('add-beneficiary modals for the withdrawal screen', () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  it('BENEF-15 the international variant requires the bank country; Swift, ABA and Iban are optional', async () => {
    const onCreated = vi.fn();
    const onClose = vi.fn();
    const { user, invalidate, token } = await renderSignedIn(
      <AddInternationalWithdrawalBeneficiaryModal opened onClose={onClose} onCreated={onCreated} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Agregar cuenta internacional' });
    const form = within(dialog).getByRole('form');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'España' })).toHaveLength(1));
    expect(byLabel(form, 'País del banco')).toBeRequired();
    for (const label of ['Swift (opcional)', 'ABA (opcional)', 'Iban (opcional)']) {
      expect(byLabel(form, label)).not.toBeRequired();
    }
    await user.selectOptions(byLabel(form, 'Tipo de cuenta'), 'AHORRO');
    await user.type(byLabel(form, 'Banco'), 'Banco Santander');
    await user.type(byLabel(form, 'Titular'), 'Andrés Gómez');
    await user.type(byLabel(form, 'Número de cuenta'), '55554444');
    await user.click(within(form).getByRole('checkbox'));
    const requests = recordRequests(sim.server);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(byLabel(form, 'País del banco').validity.valueMissing).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);

    await user.selectOptions(byLabel(form, 'País del banco'), 'España');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    const message = await within(dialog).findByRole('status');
    expect((await requests.all()).find((r) => r.path === '/api/client/beneficiario_create')?.body).toEqual({
      bank_personal: '2',
      country_id: 28,
      bank_client: 'Andrés Gómez',
      bank_swift: '',
      bank_name: 'Banco Santander',
      bank_account: '55554444',
      bank_type: 'AHORRO',
      bank_aba: '',
    });
    const created = onCreated.mock.calls[0]?.[0] as string;
    expect(created).toBeTruthy();
    expect(message).toHaveTextContent(created);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['client', 'beneficiarios', '2'] });
    const stored = await post<{ data: { bank_account: string | null }[] }>(
      '/api/client/beneficiarios',
      { bank_personal: '2' },
      token,
    );
    expect(stored.body.data.map((b) => b.bank_account)).toContain('55554444');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('BENEF-19 BENEF-20 BENEF-24 the crypto variant: names, surnames, USDT address, network and its checkbox; posted under bank_personal 3', async () => {
    const onCreated = vi.fn();
    const { user, invalidate, token } = await renderSignedIn(
      <AddCryptoBeneficiaryModal opened onClose={vi.fn()} onCreated={onCreated} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Agregar beneficiario cripto' });
    const form = within(dialog).getByRole('form');
    for (const label of ['Nombres', 'Apellidos', 'Dirección USDT', 'Red'])
      expect(byLabel(form, label)).toBeRequired();
    const check = within(form).getByRole('checkbox', {
      name: 'Confirmo los detalles de la dirección USDT suministrados.',
    });
    expect(check).toBeRequired();
    expect(
      within(byLabel(form, 'Red'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione una opción', 'Ethereum (ERC-20)', 'TRON (TRC-20)']);

    await user.type(byLabel(form, 'Nombres'), 'Andrés');
    await user.type(byLabel(form, 'Apellidos'), 'Gómez');
    await user.type(byLabel(form, 'Dirección USDT'), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await user.selectOptions(byLabel(form, 'Red'), 'TRON (TRC-20)');
    const requests = recordRequests(sim.server);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect((check as HTMLInputElement).validity.valueMissing).toBe(true);
    await user.click(check);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(dialog).findByRole('status');
    expect((await requests.all()).find((r) => r.path === '/api/client/beneficiario_create')?.body).toEqual({
      bank_personal: '3',
      bank_client: 'Andrés',
      bank_apellidos: 'Gómez',
      country_id: null,
      provincia: '',
      ciudad: '',
      direccion_cliente: '',
      tipo_identificacion: '',
      identificacion: '',
      telefono: '',
      network: 'TRON (TRC-20)',
      address_cripto: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
    expect(onCreated).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['client', 'beneficiarios', '3'] });
    const stored = await post<{ data: { address_cripto: string | null; network: string | null }[] }>(
      '/api/client/beneficiarios',
      { bank_personal: '3' },
      token,
    );
    expect(stored.body.data).toContainEqual(
      expect.objectContaining({
        address_cripto: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        network: 'TRON (TRC-20)',
      }),
    );
  });

  it('closed, the lazy modals render nothing', async () => {
    await renderSignedIn(<AddCryptoBeneficiaryModal opened={false} onClose={vi.fn()} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
