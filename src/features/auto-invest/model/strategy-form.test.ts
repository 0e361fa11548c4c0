import { describe, expect, it } from 'vitest';
import { emptyStrategy, previewCriteria, strategyFormErrors } from './strategy-form';

describe('the strategy form (model)', () => {
  it('AUTO-13 says an emptied amount is not valid, in the words of the server, instead of passing the rules', () => {
    expect(strategyFormErrors({ ...emptyStrategy, nombre: 'Agro', monto: '' })).toEqual({
      monto: 'El campo monto por proyecto no es válido',
    });
    expect(strategyFormErrors({ ...emptyStrategy, nombre: 'Agro', maximo_proyecto: '' })).toEqual({
      maximo_proyecto: 'El campo máximo por proyecto no es válido',
    });
    expect(strategyFormErrors({ ...emptyStrategy, nombre: 'Agro', presupuesto: '' })).toEqual({
      presupuesto: 'El campo presupuesto total no es válido',
    });
  });

  it('AUTO-17 previews the fields without the name once they pass the rules, and nothing while one does not', () => {
    expect(previewCriteria(emptyStrategy)).toEqual({
      monto: '100.00',
      maximo_proyecto: '200.00',
      tasa_min: '8.00',
      tasa_max: '20.00',
      plazo_min: 30,
      plazo_max: 720,
      riesgos: ['A++', 'A+', 'A'],
      presupuesto: '1000.00',
    });
    expect(previewCriteria({ ...emptyStrategy, nombre: 'N'.repeat(61) })).toEqual(
      previewCriteria(emptyStrategy),
    );
    for (const change of [
      { monto: '' },
      { monto: 40 },
      { plazo_max: 10 },
      { riesgos: [] },
      { presupuesto: '' },
    ])
      expect(previewCriteria({ ...emptyStrategy, ...change }), JSON.stringify(change)).toBeNull();
  });
});
