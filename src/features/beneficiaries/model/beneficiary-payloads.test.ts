import { describe, expect, it } from 'vitest';
import { beneficiaryCreateRequest } from '@/contract/schemas/account';
import type { Beneficiary } from '@/contract/account';
import {
  bankPersonalOfForm,
  bankTypes,
  countryIdOf,
  cryptoPayload,
  emptyBank,
  emptyRemittance,
  entriesOf,
  identificationTypeOptions,
  internationalPayload,
  nationalPayload,
  remittancePayload,
} from './beneficiary-payloads';

const bank = {
  ...emptyBank,
  bank_type: 'AHORRO',
  bank_name: ' Banco Uno ',
  bank_client: 'Ana Pérez',
  bank_account: '0012345',
  country_id: '82',
  bank_swift: 'BUNOCOBB',
  bank_aba: '021000021',
};

const base = {
  client_id: 2,
  bank_name: null,
  bank_account: null,
  bank_swift: null,
  bank_status: 1,
  active: 1 as const,
  country_id: 63,
  bank_type: null,
  bank_aba: null,
  bank_email: null,
  iban: null,
  bank_apellidos: 'Gómez',
  provincia: null,
  ciudad: null,
  direccion_cliente: null,
  bank_personal: 3 as const,
  tipo_identificacion: null,
  identificacion: null,
  telefono: null,
  network: null,
  address_cripto: null,
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
};

describe('beneficiary payloads', () => {
  it('BENEF-13 BENEF-18 the option lists', () => {
    expect(bankTypes).toEqual(['AHORRO', 'CORRIENTE']);
    expect(identificationTypeOptions).toEqual(['Pasaporte', 'Cedula/DNI', 'Licencia']);
  });

  it('BENEF-21 a national account: country_id, bank_client, bank_swift, bank_name, bank_account, bank_type, bank_personal=1', () => {
    const payload = nationalPayload(bank);
    expect(payload).toEqual({
      bank_personal: '1',
      country_id: 82,
      bank_client: 'Ana Pérez',
      bank_swift: 'BUNOCOBB',
      bank_name: 'Banco Uno',
      bank_account: '0012345',
      bank_type: 'AHORRO',
    });
    expect(beneficiaryCreateRequest.safeParse(payload).success).toBe(true);
    // The national country is optional: none chosen travels as null.
    expect(nationalPayload({ ...bank, country_id: '' }).country_id).toBeNull();
  });

  it('BENEF-22 an international account adds bank_aba with bank_personal=2, and iban only when filled', () => {
    const without = internationalPayload(bank);
    expect(without).toMatchObject({ bank_personal: '2', bank_aba: '021000021', country_id: 82 });
    expect(without).not.toHaveProperty('iban');
    expect(internationalPayload({ ...bank, iban: 'ES7620770024003102575766' })).toHaveProperty(
      'iban',
      'ES7620770024003102575766',
    );
    expect(beneficiaryCreateRequest.safeParse(without).success).toBe(true);
  });

  it('BENEF-23 BENEF-29 a remittance beneficiary with the numeric country id and bank_personal=3', () => {
    const payload = remittancePayload({
      ...emptyRemittance,
      bank_client: 'Rosa',
      bank_apellidos: 'Gómez',
      identificacion: '17123',
      country_id: '63',
      provincia: 'Pichincha',
      ciudad: 'Quito',
      direccion_cliente: 'Av. Amazonas',
      telefono: '+593 99',
    });
    expect(payload).toEqual({
      bank_personal: '3',
      bank_client: 'Rosa',
      bank_apellidos: 'Gómez',
      country_id: 63,
      provincia: 'Pichincha',
      ciudad: 'Quito',
      direccion_cliente: 'Av. Amazonas',
      tipo_identificacion: '',
      identificacion: '17123',
      telefono: '+593 99',
    });
    expect(beneficiaryCreateRequest.safeParse(payload).success).toBe(true);
  });

  it('BENEF-24 a crypto beneficiary: the remittance fields plus network and address_cripto, bank_personal=3', () => {
    const payload = cryptoPayload({
      bank_client: 'Andrés',
      bank_apellidos: 'Gómez',
      address_cripto: 'TXyz',
      network: 'TRON (TRC-20)',
    });
    expect(payload).toMatchObject({
      bank_personal: '3',
      bank_client: 'Andrés',
      bank_apellidos: 'Gómez',
      network: 'TRON (TRC-20)',
      address_cripto: 'TXyz',
      identificacion: '',
      country_id: null,
    });
    expect(Object.keys(payload)).toEqual(
      expect.arrayContaining(['provincia', 'ciudad', 'direccion_cliente', 'tipo_identificacion', 'telefono']),
    );
    expect(beneficiaryCreateRequest.safeParse(payload).success).toBe(true);
  });

  it('BENEF-30 the remittance list leaves out kind-3 entries with an address_cripto', () => {
    const remittance: Beneficiary = { ...base, id: 1, bank_client: 'Rosa' };
    const crypto: Beneficiary = { ...base, id: 2, bank_client: 'Andrés', address_cripto: '0xabc' };
    expect(entriesOf('remittance', [remittance, crypto]).map((b) => b.id)).toEqual([1]);
    expect(entriesOf('national', [remittance, crypto])).toHaveLength(2);
  });

  it('stores each form under its bank_personal', () => {
    expect(
      ['national', 'international', 'international-withdrawal', 'remittance', 'crypto'].map((f) =>
        bankPersonalOfForm(f as Parameters<typeof bankPersonalOfForm>[0]),
      ),
    ).toEqual(['1', '2', '2', '3', '3']);
    expect(countryIdOf(' 28 ')).toBe(28);
    expect(countryIdOf('')).toBeNull();
  });
});
