import { describe, expect, it } from 'vitest';
import type { ProjectRecord } from '../store/records';
import { checkInvestment, minimumInvestmentMicro } from './investing';
import { Refusal } from './refusal';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 86_400_000;
const M = 1_000_000;

const project = (over: Partial<ProjectRecord> = {}): ProjectRecord =>
  ({
    status: 'ACTIVO',
    startAt: NOW - 10 * DAY,
    endAt: NOW + 100 * DAY,
    maxInvestmentAt: NOW + 100 * DAY,
    amountMicro: 10_000 * M,
    invertidoMicro: 0,
    reservedMicro: 0,
    ...over,
  }) as ProjectRecord;

function refusal(fn: () => unknown): Refusal {
  try {
    fn();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('no refusal');
}

describe('investment rules', () => {
  it('SRV-22 CONST-01 accepts 50 and refuses 49.99 when the project has room', () => {
    expect(checkInvestment('50', project(), 1_000 * M, NOW)).toBe(50 * M);
    expect(refusal(() => checkInvestment('49.99', project(), 1_000 * M, NOW))).toMatchObject({
      status: 422,
      message: 'El monto mínimo de inversión es 50.00',
    });
  });

  it('SRV-22 INVEST-12 the minimum is the available amount when below 50', () => {
    const p = project({ amountMicro: 1_000 * M, invertidoMicro: 970 * M });
    expect(minimumInvestmentMicro(p)).toBe(30 * M);
    expect(checkInvestment('30', p, 1_000 * M, NOW)).toBe(30 * M);
    expect(refusal(() => checkInvestment('29.99', p, 1_000 * M, NOW)).status).toBe(422);
    expect(refusal(() => checkInvestment('30.01', p, 1_000 * M, NOW))).toMatchObject({
      status: 409,
      message: 'El monto supera el disponible del proyecto (30.00)',
    });
  });

  it('SRV-22 refuses more than DISPONIBLE by a cent and accepts exactly DISPONIBLE', () => {
    expect(checkInvestment('100.00', project(), 100 * M, NOW)).toBe(100 * M);
    expect(refusal(() => checkInvestment('100.01', project(), 100 * M, NOW))).toMatchObject({
      status: 409,
      message: 'Saldo disponible insuficiente (100.00)',
    });
  });

  it('SRV-22 refuses a project not taking investments: inactive, not started, ended, past its deadline', () => {
    for (const p of [
      project({ status: 'FINALIZADO' }),
      project({ startAt: NOW + 1 }),
      project({ endAt: NOW }),
      project({ maxInvestmentAt: NOW - 1 }),
    ]) {
      expect(refusal(() => checkInvestment('100', p, 1_000 * M, NOW))).toMatchObject({
        status: 409,
        message: 'El proyecto no está disponible para inversión',
      });
    }
  });

  it.each(['', '0', '-1', '1e3', 'NaN', 'Infinity', ' 50 ', '50.0000001', '50,5', 'texto', '100000000000'])(
    'SRV-22 refuses the amount %j with 422',
    (amount) => {
      expect(refusal(() => checkInvestment(amount, project(), 1_000 * M, NOW)).status).toBe(422);
    },
  );
});
