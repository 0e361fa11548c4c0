import { describe, expect, it } from 'vitest';
import type { Profile } from '@/contract/auth';
import {
  APPLICATION_FIELDS,
  emptyApplication,
  fromProfile,
  initialApplication,
  prefill,
  resolveApplication,
} from './card-application';

const profile: Profile = {
  id: 1,
  name: 'Valentina Ríos Paredes',
  email: 'demo@simulador.test',
  last_c: null,
  status: 3,
  demo_status: 'active',
  is_ofertante: 0,
  referrer: null,
  identity: '1020456789',
  sexo: 'Femenino',
  situacionlaboral: null,
  ocupacion: 'Ingeniera',
  lugartrabajo: null,
  comercial_name: null,
  birthday_date: '1990-04-12',
  telephone: '+57 310 555 0101',
  address_street: 'Calle 93',
  address_number: '11-26',
  address_city: 'Bogotá',
  address_zipcode: '110221',
  address_zone: 'Chicó',
  address_country: '82',
  estadocivil: 'Soltera',
  client_type: null,
  cpf: null,
  tasas: { monto_flat: '1.00', monto_porcentual: '2.00' },
};

const complete = () => ({
  ...prefill(initialApplication(), profile),
  nacionalidad: 'Colombiana',
  state: 'Cundinamarca',
});

describe('card application', () => {
  it('CARD-30 the form has every application field, in order', () => {
    expect(APPLICATION_FIELDS).toEqual([
      'first_name',
      'last_name',
      'document_type',
      'cedula',
      'email',
      'birthDate',
      'phone',
      'genero',
      'estadocivil',
      'nacionalidad',
      'address',
      'address_number',
      'address_zone',
      'state',
      'country_id',
      'city',
      'zipCode',
      'profesion',
    ]);
  });

  it("CARD-31 CARD-33 the document type starts as 'Cédula/DNI' and the profession as 'Autónomo'", () => {
    expect(initialApplication()).toMatchObject({ document_type: 'Cédula/DNI', profesion: 'Autónomo' });
    const resolved = resolveApplication({ ...complete(), document_type: '', profesion: '' }, profile);
    expect(resolved).toMatchObject({ payload: { document_type: 'Cédula/DNI', profesion: 'Autónomo' } });
  });

  it("CARD-32 CARD-34 reads the client's record: names split, 'Femenino' as 'Feminino', the country id", () => {
    expect(fromProfile(profile)).toMatchObject({
      first_name: 'Valentina',
      last_name: 'Ríos Paredes',
      genero: 'Feminino',
      country_id: '82',
      phone: '+57 310 555 0101',
      nacionalidad: '',
      state: '',
    });
    expect(fromProfile({ ...profile, sexo: 'Masculino' }).genero).toBe('Masculino');
    // Without a record every field is empty.
    expect(fromProfile(undefined)).toEqual({
      first_name: '',
      last_name: '',
      document_type: '',
      cedula: '',
      email: '',
      birthDate: '',
      phone: '',
      genero: '',
      estadocivil: '',
      nacionalidad: '',
      address: '',
      address_number: '',
      address_zone: '',
      state: '',
      country_id: '',
      city: '',
      zipCode: '',
      profesion: '',
    });
  });

  it('CARD-34 an emptied field falls back to the existing user data', () => {
    const resolved = resolveApplication({ ...complete(), phone: '  ', city: '' }, profile);
    // The country travels as its id, a number, as the contract types it.
    expect(resolved).toMatchObject({
      payload: { phone: '+57 310 555 0101', city: 'Bogotá', country_id: 82 },
    });
  });

  it("CARD-35 names the missing required fields joined by ', ' and sends nothing", () => {
    expect(resolveApplication(prefill(initialApplication(), profile), profile)).toEqual({
      error: 'Los siguientes campos son requeridos: Nacionalidad, Estado o provincia',
    });
    const none = resolveApplication(emptyApplication(), undefined);
    expect(none).toEqual({
      error:
        'Los siguientes campos son requeridos: Nombre, Apellido, Número de documento, Correo electrónico, Fecha de nacimiento, Teléfono, Género, Estado civil, Nacionalidad, Dirección, Estado o provincia, País, Ciudad, Código postal',
    });
  });
});
