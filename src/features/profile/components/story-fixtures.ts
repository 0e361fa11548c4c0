/**
 * Shared pieces of the profile stories (imported by *.stories.tsx only): client records that the form and
 * summary stories take as props, and the phone's width.
 */
import type { Profile } from '@/contract/auth';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** A new client (status 1): only the name and e-mail are known. */
export const newClient: Profile = {
  id: 4,
  name: 'Lucía Fernández',
  email: 'nuevo@simulador.test',
  last_c: '2026-11-22 07:00:00',
  status: 1,
  demo_status: 'active',
  is_ofertante: 0,
  referrer: null,
  identity: null,
  sexo: null,
  situacionlaboral: null,
  ocupacion: null,
  lugartrabajo: null,
  comercial_name: null,
  birthday_date: null,
  telephone: null,
  address_street: null,
  address_number: null,
  address_city: null,
  address_zipcode: null,
  address_zone: null,
  address_country: null,
  estadocivil: null,
  client_type: null,
  cpf: null,
  tasas: { monto_flat: '1.00', monto_porcentual: '2.00' },
};

/** A client with every personal field filled. */
export const filledClient: Profile = {
  ...newClient,
  id: 2,
  name: 'Andrés Gómez',
  email: 'inversor@simulador.test',
  status: 3,
  demo_status: 'inactive',
  identity: '79854123',
  sexo: 'Masculino',
  situacionlaboral: 'Independiente',
  ocupacion: 'Consultor financiero',
  lugartrabajo: 'Gómez Consultores',
  comercial_name: 'Gómez Consultores',
  birthday_date: '1984-09-30',
  telephone: '+57 315 555 0202',
  address_street: 'Carrera 43A',
  address_number: '1-50',
  address_city: 'Medellín',
  address_zipcode: '050021',
  address_zone: 'El Poblado',
  address_country: '82',
  estadocivil: 'Casado',
  client_type: 'Persona natural',
};
