import { describe, expect, it } from 'vitest';
import type { Profile } from '@/contract/auth';
import { ApiError } from '@/shared/api/api-error';
import {
  datosOf,
  failureMessage,
  formatBirthday,
  formValuesOf,
  personalFields,
  shownValue,
} from './personal-data';

const profile: Profile = {
  id: 9,
  name: 'Ana Pérez',
  email: 'ana@correo.test',
  last_c: null,
  status: 1,
  demo_status: 'active',
  is_ofertante: 0,
  referrer: 'R1',
  identity: null,
  sexo: 'Femenino',
  situacionlaboral: null,
  ocupacion: null,
  lugartrabajo: null,
  comercial_name: null,
  birthday_date: '1990-04-12',
  telephone: null,
  address_street: null,
  address_number: null,
  address_city: 'Quito',
  address_zipcode: null,
  address_zone: null,
  address_country: '82',
  estadocivil: null,
  client_type: 'Persona natural',
  cpf: null,
  tasas: { monto_flat: '1.00', monto_porcentual: '2.00' },
};

describe('personal data model', () => {
  it('PROF-11 the form holds exactly the seventeen documented fields, prefilled from the record', () => {
    expect(personalFields.map((f) => f.key).sort()).toEqual(
      [
        'name',
        'comercial_name',
        'email',
        'identity',
        'birthday_date',
        'telephone',
        'address_street',
        'address_number',
        'address_zipcode',
        'address_city',
        'address_zone',
        'address_country',
        'sexo',
        'situacionlaboral',
        'ocupacion',
        'lugartrabajo',
        'estadocivil',
      ].sort(),
    );
    const values = formValuesOf(profile);
    expect(values.name).toBe('Ana Pérez');
    expect(values.address_country).toBe('82');
    expect(values.identity).toBe('');
  });

  it('PROF-12 datos is the full client object: every client data field, edits over stored values', () => {
    const values = { ...formValuesOf(profile), identity: '123', name: '' };
    const datos = datosOf(profile, values);
    expect(Object.keys(datos).sort().join(' ')).toBe(
      'address_city address_country address_number address_street address_zipcode address_zone birthday_date ' +
        'client_type comercial_name cpf email estadocivil identity lugartrabajo name ocupacion referrer sexo ' +
        'situacionlaboral telephone',
    );
    expect(datos).toMatchObject({
      identity: '123',
      name: '',
      referrer: 'R1',
      client_type: 'Persona natural',
    });
    expect(datos.cpf).toBe('');
  });

  it('PROF-08 an empty or blank value counts as not added', () => {
    expect(shownValue(null)).toBeNull();
    expect(shownValue('   ')).toBeNull();
    expect(shownValue(' Quito ')).toBe('Quito');
  });

  it('formats the birthday as DD/MM/YYYY and leaves other text alone', () => {
    expect(formatBirthday('1990-04-12')).toBe('12/04/1990');
    expect(formatBirthday('12 de abril')).toBe('12 de abril');
  });

  it("ERR-02 a failure reads the error response's data.message first", () => {
    const body = { message: 'otro', data: { message: 'La contraseña actual es incorrecta.' } };
    expect(failureMessage(new ApiError(422, 'otro', body))).toBe('La contraseña actual es incorrecta.');
    expect(failureMessage(new ApiError(500, 'Error 500', null))).toBe('Error 500');
    expect(failureMessage(new TypeError('x'))).toBe('No se pudo completar la operación. Intente nuevamente.');
  });
});
