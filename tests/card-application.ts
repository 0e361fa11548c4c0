/**
 * A complete card application (card/create) for the demo persona, as the Tarjetas form sends it: shared by the
 * handler, screen and end-to-end tests that apply for a card.
 */
export const demoCardApplication = {
  first_name: 'Valentina',
  last_name: 'Ríos',
  document_type: 'Cédula/DNI',
  cedula: '1020456789',
  email: 'demo@simulador.test',
  birthDate: '1990-04-12',
  phone: '+57 310 555 0101',
  genero: 'Feminino',
  estadocivil: 'Soltera',
  nacionalidad: 'Colombiana',
  address: 'Calle 93 11-26',
  address_number: '11-26',
  address_zone: 'Chicó',
  state: 'Cundinamarca',
  country_id: 82,
  city: 'Bogotá',
  zipCode: '110221',
  profesion: 'Ingeniera industrial',
} as const;
