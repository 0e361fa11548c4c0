import { describe, expect, it } from 'vitest';
import type { Investment } from '@/contract/investments';
import {
  emptySaleForm,
  parseSalePercentage,
  salePriceCents,
  toOfferCreatePayload,
  validateSale,
} from './sale';

const investment: Investment = {
  id: 7,
  name: 'Parcela Los Robles',
  date_investment: '2026-09-01 10:00:00',
  end_date: '2027-03-31 23:59:59',
  investment_amount: '1000.00',
  monto_venta: null,
  fee_total_contract: '12',
  tax_referential_client: '12',
  rendimiento: '50.00',
  rendimientofuturo: '80.00',
  saldo: '1050.00',
  mercado_secundario: 0,
  vender: 0,
  date_sold: null,
  imagen: null,
  description: '',
  project: 3,
};

describe('sale price (SELL-10, SRV-24)', () => {
  it('SELL-10 110 % of 1000 + 50 yield gives 1,155.00', () => {
    expect(salePriceCents('1000.00', '50.00', '110')).toBe(115_500n);
  });

  it('SELL-10 100 is the original value (amount + yield) and above 100 adds profit', () => {
    expect(salePriceCents('1000.00', '50.00', '100')).toBe(105_000n);
    expect(salePriceCents('1000.00', '50.00', '100.01')! > 105_000n).toBe(true);
    expect(salePriceCents('1000.00', '50.00', '98')).toBe(102_900n);
  });

  it('SELL-10 rounds to the cent half away from zero, as the server does', () => {
    // 2,750.25 + 39.17 = 2,789.42; × 97.25 % = 2,712.7109... -> 2,712.71
    expect(salePriceCents('2750.25', '39.17', '97.25')).toBe(271_271n);
    // 0.01 × 50 % = 0.005 -> 0.01
    expect(salePriceCents('0.01', '0.00', '50')).toBe(1n);
  });

  it('SELL-10 has no price while the percentage is not a valid one', () => {
    for (const text of ['', ' ', '0', '-5', 'abc', '1e3', '50,5', '10.123', '1000.01', 'NaN']) {
      expect(salePriceCents('1000.00', '50.00', text)).toBeNull();
    }
  });

  it('SELL-09 reads the percentage typed as text: digits with up to 2 decimals, above 0, at most 1000', () => {
    expect(parseSalePercentage(' 110 ')).toBe(11_000n);
    expect(parseSalePercentage('99.5')).toBe(9_950n);
    expect(parseSalePercentage('1000')).toBe(100_000n);
    expect(parseSalePercentage('1000.01')).toBeNull();
    expect(parseSalePercentage('0.00')).toBeNull();
  });
});

describe('sale form rules (SELL-07, SELL-08, SELL-12)', () => {
  const today = '2026-11-22';

  it('SELL-07 date_type is required', () => {
    expect(validateSale({ ...emptySaleForm, amount_percentage: '100' }, today, investment.end_date)).toEqual({
      date_type: 'Seleccione el tipo de fin de venta',
    });
  });

  it('SELL-08 date_value is required for Definido only, from today to the end of the investment', () => {
    const base = { date_type: '2' as const, amount_percentage: '100' };
    const check = (date_value: string) => validateSale({ ...base, date_value }, today, investment.end_date);
    expect(check('')).toEqual({ date_value: 'Seleccione la fecha de fin de venta' });
    expect(check('22/11/2026')).toEqual({ date_value: 'La fecha de fin de venta no es válida' });
    expect(check('2026-11-21')).toEqual({
      date_value: 'La fecha de vencimiento no puede ser anterior a hoy.',
    });
    expect(check('2027-04-01')).toEqual({
      date_value:
        'La fecha de vencimiento no puede ser posterior al vencimiento de la inversión (31/03/2027).',
    });
    expect(check('2026-11-22')).toEqual({});
    expect(check('2027-03-31')).toEqual({});
    for (const type of ['1', '3'] as const) {
      expect(validateSale({ ...base, date_type: type, date_value: '' }, today, investment.end_date)).toEqual(
        {},
      );
    }
  });

  it('SELL-09 amount_percentage is required and must be a valid percentage', () => {
    const form = { date_type: '1' as const, date_value: '' };
    expect(validateSale({ ...form, amount_percentage: '  ' }, today, investment.end_date)).toEqual({
      amount_percentage: 'Ingrese el porcentaje de venta',
    });
    expect(validateSale({ ...form, amount_percentage: '0' }, today, investment.end_date)).toEqual({
      amount_percentage:
        'El porcentaje de venta debe ser un número mayor que 0 y hasta 1000, con hasta 2 decimales.',
    });
  });

  it('SELL-11 SELL-12 the payload: investment, current yield, type, date only for Definido, percentage', () => {
    expect(
      toOfferCreatePayload(investment, {
        date_type: '1',
        date_value: '2026-12-01',
        amount_percentage: ' 110 ',
      }),
    ).toEqual({
      investment_id: 7,
      rendimiento: '50.00',
      date_type: 1,
      date_value: '',
      amount_percentage: '110',
    });
    expect(
      toOfferCreatePayload(investment, { date_type: '3', date_value: '', amount_percentage: '100' })
        .date_value,
    ).toBe('');
    expect(
      toOfferCreatePayload(investment, { date_type: '2', date_value: '2026-12-01', amount_percentage: '98' }),
    ).toEqual({
      investment_id: 7,
      rendimiento: '50.00',
      date_type: 2,
      date_value: '2026-12-01',
      amount_percentage: '98',
    });
  });
});
