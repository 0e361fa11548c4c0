import { describe, expect, it } from 'vitest';
import { concentrationWarnings } from './concentration';

const leader = (nombre: string, porcentaje: string) => ({ clave: nombre, nombre, porcentaje });

describe('DIV-05 the concentration notice', () => {
  it('DIV-05 names the issuer and the project above 20 %, with their share, and nothing at 20.00 % or below', () => {
    expect(
      concentrationWarnings({
        mayor_emisor: leader('Agroexportadora Los Andes S.A.', '27.21'),
        mayor_proyecto: leader('Ecolodge', '20.01'),
      }),
    ).toEqual([
      'Más del 20 % de su cartera está en un solo emisor: Agroexportadora Los Andes S.A. (27.21 %).',
      'Más del 20 % de su cartera está en un solo proyecto: Ecolodge (20.01 %).',
    ]);
    expect(
      concentrationWarnings({ mayor_emisor: leader('Uno', '20.00'), mayor_proyecto: leader('Dos', '5.50') }),
    ).toEqual([]);
    expect(concentrationWarnings({ mayor_emisor: null, mayor_proyecto: null })).toEqual([]);
  });
});
