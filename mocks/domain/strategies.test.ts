import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dates';
import { Refusal } from './refusal';
import {
  automaticAmountMicro,
  automaticInvestmentDescription,
  checkBudgetKeepsInvested,
  checkStrategyInput,
  projectTermDays,
  strategyMatches,
} from './strategies';

const input = {
  nombre: ' Agro ',
  monto: '100',
  maximo_proyecto: '250.50',
  tasa_min: '8.5',
  tasa_max: '12',
  plazo_min: '30',
  plazo_max: '180',
  riesgos: ['A', 'Bajo', 'A'],
  presupuesto: '1000',
};
const start = Date.UTC(2026, 10, 22, 14); // 09:00 in Bogotá
const project = { tax_referential_client: '10.00', startAt: start, endAt: start + 90 * DAY_MS, risk: 'A' };

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, message: error.message };
  }
  throw new Error('not refused');
}

describe('automatic-investing rules', () => {
  it('AUTO-02 reads the fields into micro-units, basis points and days, trimmed and without repeated risks', () => {
    expect(checkStrategyInput(input)).toEqual({
      nombre: 'Agro',
      montoMicro: 100_000_000,
      maximoMicro: 250_500_000,
      presupuestoMicro: 1_000_000_000,
      tasaMinBp: 850,
      tasaMaxBp: 1200,
      plazoMin: 30,
      plazoMax: 180,
      riesgos: ['A', 'Bajo'],
    });
  });

  it('AUTO-02 refuses a rate with more than two decimals and a term that is not whole days', () => {
    expect(refusal(() => checkStrategyInput({ ...input, tasa_min: '8.555' }))).toEqual({
      status: 422,
      message: 'La tasa debe estar entre 0 y 100 % anual',
    });
    expect(refusal(() => checkStrategyInput({ ...input, plazo_min: '3e1' }))).toEqual({
      status: 422,
      message: 'El plazo debe ser un número entero de días entre 1 y 3650',
    });
  });

  it('AUTO-03 refuses a budget below what the strategy invested', () => {
    const terms = checkStrategyInput(input);
    expect(refusal(() => checkBudgetKeepsInvested(terms, 1_000_000_001))).toEqual({
      status: 422,
      message: 'El presupuesto total no puede ser menor que lo ya invertido (1000.00)',
    });
    expect(() => checkBudgetKeepsInvested(terms, 1_000_000_000)).not.toThrow();
  });

  it('AUTO-07 matches a project by rate, term and risk, bounds included', () => {
    const s = checkStrategyInput(input);
    expect(projectTermDays(project)).toBe(90);
    expect(strategyMatches(s, project)).toBe(true);
    expect(strategyMatches(s, { ...project, tax_referential_client: '8.50' })).toBe(true);
    expect(strategyMatches(s, { ...project, tax_referential_client: '8.49' })).toBe(false);
    expect(strategyMatches(s, { ...project, tax_referential_client: '12.01' })).toBe(false);
    expect(strategyMatches(s, { ...project, endAt: start + 29 * DAY_MS })).toBe(false);
    expect(strategyMatches(s, { ...project, endAt: start + 180 * DAY_MS })).toBe(true);
    expect(strategyMatches(s, { ...project, endAt: start + 181 * DAY_MS })).toBe(false);
    expect(strategyMatches(s, { ...project, risk: 'Alto' })).toBe(false);
  });

  it('AUTO-06 puts the amount per project, capped by the maximum left, the budget left and the available amount', () => {
    const s = { montoMicro: 100, maximoMicro: 250, presupuestoMicro: 1000, investedMicro: 0 };
    expect(automaticAmountMicro(s, 0, 5000)).toBe(100);
    expect(automaticAmountMicro(s, 200, 5000)).toBe(50);
    expect(automaticAmountMicro({ ...s, investedMicro: 970 }, 0, 5000)).toBe(30);
    expect(automaticAmountMicro(s, 0, 40)).toBe(40);
    expect(automaticAmountMicro(s, 250, 5000)).toBe(0);
  });

  it('AUTO-08 writes the statement line naming the strategy and the project', () => {
    expect(automaticInvestmentDescription('Agro', 'Cosecha de cacao')).toBe(
      'Inversión automática (Agro): Cosecha de cacao',
    );
  });
});
