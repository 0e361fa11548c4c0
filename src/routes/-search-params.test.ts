import { describe, expect, it } from 'vitest';
import {
  flag,
  maybeOneOf,
  numberWithin,
  oneOf,
  pageNumber,
  searchSchema,
  text,
  wholeNumber,
} from './-search-params';

const schema = searchSchema({
  pestana: oneOf(['lista', 'direcciones'], 'lista'),
  pagina: pageNumber,
  buscar: text(5),
  listado: flag,
  vista: maybeOneOf(['grid', 'list']),
  rango: wholeNumber(0, 20, 0),
  monto: numberWithin(0, 100, 0, { whole: false }),
});
const parse = (raw: unknown) => schema['~standard'].validate(raw);

describe('search schemas of the client routes', () => {
  it('fill every field with its default when the URL has none', () => {
    expect(parse({})).toEqual({
      value: {
        pestana: 'lista',
        pagina: 1,
        buscar: '',
        listado: false,
        vista: undefined,
        rango: 0,
        monto: 0,
      },
    });
  });

  it('keep the values a screen can use, numbers written as text included', () => {
    expect(
      parse({
        pestana: 'direcciones',
        pagina: '3',
        buscar: 750,
        listado: true,
        vista: 'grid',
        rango: 20,
        monto: '12.5',
      }),
    ).toEqual({
      value: {
        pestana: 'direcciones',
        pagina: 3,
        buscar: '750',
        listado: true,
        vista: 'grid',
        rango: 20,
        monto: 12.5,
      },
    });
  });

  it('fall back to the default for each value a screen cannot use, without an error', () => {
    expect(
      parse({
        pestana: 'otra',
        pagina: -4,
        buscar: 'demasiado largo',
        listado: 'si',
        vista: 'mapa',
        rango: 2.5,
        monto: 'x',
        extra: 1,
      }),
    ).toEqual({
      value: {
        pestana: 'lista',
        pagina: 1,
        buscar: '',
        listado: false,
        vista: undefined,
        rango: 0,
        monto: 0,
      },
    });
    expect(parse({ pagina: 0, rango: 21, monto: 101 })).toMatchObject({
      value: { pagina: 1, rango: 0, monto: 0 },
    });
  });
});
