import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beneficiary, beneficiaryCreateRequest } from '@/contract/schemas/account';
import {
  beneficiaryFields,
  beneficiaryIdOf,
  checkBeneficiary,
  checkCryptoAddress,
  presentBeneficiary,
} from './beneficiaries';
import { refusedWith } from './refusal-matcher';

const HEX = '0123456789abcdefABCDEF';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ERC20 = 'Ethereum (ERC-20)';
const TRC20 = 'TRON (TRC-20)';
const chars = (alphabet: string, length: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length }).map((a) => a.join(''));

const parse = (payload: Record<string, unknown>) => beneficiaryCreateRequest.parse(payload);

describe('beneficiary rules', () => {
  it('BENEF-20 BENEF-24 accepts 0x + 40 hex digits on ERC-20 and T + 33 base58 characters on TRC-20', () => {
    fc.assert(
      fc.property(chars(HEX, 40), chars(BASE58, 33), (hex, b58) => {
        expect(() => checkCryptoAddress(ERC20, `0x${hex}`)).not.toThrow();
        expect(() => checkCryptoAddress(TRC20, `T${b58}`)).not.toThrow();
        // Each network refuses the other's addresses.
        expect(() => checkCryptoAddress(TRC20, `0x${hex}`)).toThrow(
          refusedWith(422, /^La dirección USDT no es válida/),
        );
        expect(() => checkCryptoAddress(ERC20, `T${b58}`)).toThrow(
          refusedWith(422, /^La dirección USDT no es válida/),
        );
      }),
    );
  });

  it('BENEF-24 refuses addresses of the wrong length or alphabet', () => {
    for (const address of [
      '',
      '0x',
      `0x${'a'.repeat(39)}`,
      `0x${'a'.repeat(41)}`,
      `0x${'g'.repeat(40)}`,
      ` 0x${'a'.repeat(40)}`,
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(() => checkCryptoAddress(ERC20, address), address).toThrow(
        refusedWith(422, /^La dirección USDT no es válida/),
      );
    }
    for (const address of [
      `T${'a'.repeat(32)}`,
      `T${'a'.repeat(34)}`,
      `T${'0'.repeat(33)}`,
      `X${'a'.repeat(33)}`,
    ]) {
      expect(() => checkCryptoAddress(TRC20, address), address).toThrow(
        refusedWith(422, /^La dirección USDT no es válida/),
      );
    }
  });

  it('BENEF-19 BENEF-24 SRV-54 asks for an address when a network is given, and bounds each text to its limit', () => {
    const remittance = {
      bank_personal: '3',
      bank_client: 'Rosa',
      bank_apellidos: 'Gómez',
      identificacion: '123',
      country_id: 82,
      provincia: 'Antioquia',
      ciudad: 'Medellín',
      direccion_cliente: 'Calle 1',
      telefono: '300',
    };
    expect(() => checkBeneficiary(parse(remittance), true)).not.toThrow();
    expect(() => checkBeneficiary(parse({ ...remittance, network: TRC20 }), true)).toThrow(
      refusedWith(422, 'El campo dirección USDT es requerido'),
    );
    expect(() => checkBeneficiary(parse({ ...remittance, ciudad: 'x'.repeat(100) }), true)).not.toThrow();
    // Past the contract's limit the schema refuses first; the rule refuses it too when called directly.
    const parsed = parse(remittance);
    expect(() => checkBeneficiary({ ...parsed, ciudad: 'x'.repeat(101) } as typeof parsed, true)).toThrow(
      refusedWith(422, 'El campo ciudad no puede superar 100 caracteres'),
    );
    expect(() => checkBeneficiary(parse(remittance), false)).toThrow(
      refusedWith(422, 'El país seleccionado no existe'),
    );
  });

  it('ENT-04 BENEF-30 presents a stored beneficiary with every documented field, null where it does not apply', () => {
    const input = parse({
      bank_personal: '3',
      bank_client: '<img src=x onerror=alert(1)>',
      bank_apellidos: 'Ríos',
      network: ERC20,
      address_cripto: `0x${'A'.repeat(40)}`,
    });
    const fields = beneficiaryFields(input);
    expect(Object.keys(fields).sort().join(' ')).toBe(
      'active address_cripto bank_aba bank_account bank_apellidos bank_client bank_email bank_name bank_status ' +
        'bank_swift bank_type ciudad country_id direccion_cliente iban identificacion network provincia telefono ' +
        'tipo_identificacion',
    );
    const view = presentBeneficiary({
      id: 7,
      clientId: 3,
      bank_personal: 3,
      fields,
      createdAt: Date.UTC(2026, 10, 22, 12),
      updatedAt: Date.UTC(2026, 10, 22, 12),
    });
    expect(beneficiary.strict().parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 7,
      client_id: 3,
      bank_personal: 3,
      bank_client: '<img src=x onerror=alert(1)>',
      bank_apellidos: 'Ríos',
      network: ERC20,
      address_cripto: `0x${'A'.repeat(40)}`,
      bank_name: null,
      country_id: null,
      bank_type: null,
      active: 1,
      bank_status: 1,
      created_at: '2026-11-22 07:00:00',
    });
  });

  it('ENT-04 keeps what was sent for a national account: the text as typed (trimmed) and the country id', () => {
    const view = presentBeneficiary({
      id: 1,
      clientId: 1,
      bank_personal: 1,
      fields: beneficiaryFields(
        parse({
          bank_personal: '1',
          bank_type: 'CORRIENTE',
          bank_name: '  Banco <b>Uno</b> ',
          bank_client: 'Ana',
          bank_account: '00123',
          country_id: 82,
        }),
      ),
      createdAt: 0,
      updatedAt: 0,
    });
    expect(view).toMatchObject({
      bank_type: 'CORRIENTE',
      bank_name: 'Banco <b>Uno</b>',
      bank_account: '00123',
      country_id: 82,
      bank_swift: null,
    });
  });

  it('SRV-40 reads a path id only as a positive whole number', () => {
    expect(beneficiaryIdOf('12')).toBe(12);
    for (const text of ['', '0', '-1', '1.5', 'abc', '1e3', ' 1', '9'.repeat(16)]) {
      expect(() => beneficiaryIdOf(text), text).toThrow(
        refusedWith(422, 'El identificador del beneficiario no es válido'),
      );
    }
  });
});
