import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '@/contract/account';
import type { Withdrawal } from '@/contract/withdrawals';
import { beneficiariesOfType, holderOf, rowNameOf } from './beneficiary-rows';
import { toWithdrawalRow } from './withdrawal-rows';
import { remittancePayload, withdrawalPayload, emptyRemittance } from './withdrawal-payloads';

const withdrawal: Withdrawal = {
  id: 42,
  fecha: '2026-11-20 09:05:33',
  note: 'Davivienda 004512398761 · neto a recibir 1,067.50 USDT',
  beneficiario: 'Andrés Gómez',
  tipo: 'Transferencia nacional',
  currency_tag: 'USDT',
  monto: '1100.00',
  amount: '1100.00',
  estado: 'EN PROCESO',
};

const base = {
  client_id: 2,
  bank_name: null,
  bank_account: null,
  bank_swift: null,
  bank_status: 1,
  active: 1,
  country_id: null,
  bank_type: null,
  bank_aba: null,
  bank_email: null,
  iban: null,
  bank_apellidos: null,
  provincia: null,
  ciudad: null,
  direccion_cliente: null,
  tipo_identificacion: null,
  identificacion: null,
  telefono: null,
  network: null,
  address_cripto: null,
  created_at: '2026-03-12 10:00:00',
  updated_at: '2026-03-12 10:00:00',
} as const;
const b = (over: Partial<Beneficiary> & Pick<Beneficiary, 'id' | 'bank_personal' | 'bank_client'>) =>
  ({ ...base, ...over }) as Beneficiary;

describe('withdrawal rows', () => {
  it('WDR-06 GEN-01 a row has the code, the Spanish date, beneficiary, kind and note, currency, amount and status', () => {
    expect(toWithdrawalRow(withdrawal, '$')).toEqual({
      id: 42,
      code: '000042',
      date: '20/11/2026 09:05',
      beneficiary: 'Andrés Gómez',
      kind: 'Transferencia nacional',
      note: 'Davivienda 004512398761 · neto a recibir 1,067.50 USDT',
      currency: 'USDT',
      amount: '$ 1,100.00',
      status: 'EN PROCESO',
    });
  });

  it('DEMO-04 DEMO-05 the amount carries USDT in demo mode and $ otherwise', () => {
    expect(toWithdrawalRow(withdrawal, 'USDT').amount).toBe('USDT 1,100.00');
    expect(toWithdrawalRow(withdrawal, '$').amount).toBe('$ 1,100.00');
  });

  it('GEN-01 leaves a date it does not know as it came', () => {
    expect(toWithdrawalRow({ ...withdrawal, fecha: '2026-11-20' }, '$').date).toBe('20/11/2026');
    expect(toWithdrawalRow({ ...withdrawal, fecha: 'ayer' }, '$').date).toBe('ayer');
  });
});

describe('beneficiaries of a withdrawal type', () => {
  const all = [
    b({ id: 1, bank_personal: 1, bank_client: 'Andrés Gómez', bank_name: 'Davivienda' }),
    b({ id: 2, bank_personal: 2, bank_client: 'Andrés Gómez', bank_name: 'Banco Santander' }),
    b({ id: 3, bank_personal: 3, bank_client: 'Rosa María', bank_apellidos: 'Gómez Salazar' }),
    b({
      id: 4,
      bank_personal: 3,
      bank_client: 'Andrés',
      bank_apellidos: 'Gómez',
      network: 'TRON (TRC-20)',
      address_cripto: 'TXyz',
    }),
  ];

  it('WDR-09 type 1 lists national (bank_personal 1) and type 2 international (bank_personal 2) accounts', () => {
    expect(beneficiariesOfType(1, all).map((x) => x.id)).toEqual([1]);
    expect(beneficiariesOfType(2, all).map((x) => x.id)).toEqual([2]);
  });

  it('WDR-14 BENEF-30 type 3 lists kind-3 entries with a USDT address only', () => {
    expect(beneficiariesOfType(3, all).map((x) => x.id)).toEqual([4]);
  });

  it('WDR-17 the holder is names and surnames; each row is named for its Continuar button', () => {
    expect(holderOf(all[2]!)).toBe('Rosa María Gómez Salazar');
    expect(holderOf(all[0]!)).toBe('Andrés Gómez');
    expect(rowNameOf(all[0]!)).toBe('Andrés Gómez (Davivienda)');
    expect(rowNameOf(all[3]!)).toBe('Andrés Gómez (TRON (TRC-20))');
  });
});

describe('withdrawal payloads', () => {
  it("WDR-31 WDR-32 monto and amount carry the amount, type the kind, ventanilla '' and date today", () => {
    expect(withdrawalPayload(7, 2, 2050n, '2026-11-22')).toEqual({
      beneficiario_id: 7,
      monto: '20.50',
      amount: '20.50',
      type: 2,
      ventanilla: '',
      date: '2026-11-22',
    });
  });

  it('WDR-40 the remittance payload carries the remesa_* fields, trimmed, with monto and amount', () => {
    expect(
      remittancePayload(
        {
          ...emptyRemittance,
          nombres: ' Rosa María ',
          apellidos: 'Gómez Salazar',
          tipoidentificacion: 'Cedula',
          identificacion: '1712345678',
          country: '63',
          provincia: 'Pichincha',
          ciudad: 'Quito',
          direccion: 'Av. Amazonas N34-120',
          telefono: '+593 99 555 0177',
        },
        10000n,
      ),
    ).toEqual({
      monto: '100.00',
      amount: '100.00',
      remesa_nombres: 'Rosa María',
      remesa_apellidos: 'Gómez Salazar',
      remesa_tipoidentificacion: 'Cedula',
      remesa_identificacion: '1712345678',
      remesa_country: 63,
      remesa_provincia: 'Pichincha',
      remesa_ciudad: 'Quito',
      remesa_direccion: 'Av. Amazonas N34-120',
      remesa_telefono: '+593 99 555 0177',
    });
  });
});
