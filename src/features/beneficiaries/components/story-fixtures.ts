/**
 * Shared pieces of the beneficiary stories (imported by *.stories.tsx only): the phone viewport, and saved
 * beneficiaries of every kind for the presentational card and detail stories, which make no call.
 */
import type { Beneficiary } from '@/contract/account';
import type { Country } from '@/contract/paises';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const countries: Country[] = [
  { id: 82, iso: 'CO', name: 'Colombia' },
  { id: 63, iso: 'EC', name: 'Ecuador' },
  { id: 28, iso: 'ES', name: 'España' },
  { id: 55, iso: 'US', name: 'Estados Unidos' },
];

const empty: Omit<Beneficiary, 'id' | 'bank_client' | 'bank_personal'> = {
  client_id: 2,
  bank_name: null,
  bank_account: null,
  bank_swift: null,
  bank_status: 1,
  active: 1,
  country_id: null,
  bank_type: null,
  bank_aba: null,
  bank_email: null,
  iban: null,
  bank_apellidos: null,
  provincia: null,
  ciudad: null,
  direccion_cliente: null,
  tipo_identificacion: null,
  identificacion: null,
  telefono: null,
  network: null,
  address_cripto: null,
  created_at: '2026-03-12 10:00:00',
  updated_at: '2026-03-12 10:00:00',
};

export const national: Beneficiary = {
  ...empty,
  id: 5,
  bank_personal: 1,
  bank_name: 'Davivienda',
  bank_account: '004512398761',
  bank_client: 'Andrés Gómez',
  bank_type: 'CORRIENTE',
  country_id: 82,
};

export const international: Beneficiary = {
  ...empty,
  id: 6,
  bank_personal: 2,
  bank_name: 'Banco Santander',
  bank_account: '0049 1500 05 1234567892',
  iban: 'ES9100491500051234567892',
  bank_swift: 'BSCHESMM',
  bank_email: 'andres.gomez@correo.test',
  bank_client: 'Andrés Gómez',
  bank_type: 'AHORRO',
  country_id: 28,
};

export const remittance: Beneficiary = {
  ...empty,
  id: 7,
  bank_personal: 3,
  bank_client: 'Rosa María',
  bank_apellidos: 'Gómez Salazar',
  tipo_identificacion: 'Cedula/DNI',
  identificacion: '1712345678',
  country_id: 63,
  provincia: 'Pichincha',
  ciudad: 'Quito',
  direccion_cliente: 'Av. Amazonas N34-120',
  telefono: '+593 99 555 0177',
};

export const crypto: Beneficiary = {
  ...empty,
  id: 8,
  bank_personal: 3,
  bank_client: 'Andrés',
  bank_apellidos: 'Gómez',
  network: 'Ethereum (ERC-20)',
  address_cripto: '0x52908400098527886E0F7030069857D2E4169EE7',
};

/** A long name and HTML, to see wrapping and plain-text rendering. */
export const awkward: Beneficiary = {
  ...national,
  id: 9,
  bank_name: 'Banco Internacional de Desarrollo Agropecuario y Comercial <b>S.A.</b>',
  bank_client: '<img src=x onerror=alert(1)>',
};
