import type { CountryRecord } from '../store/records';

/** The platform's fixed country list (CONST-06). */
export const countries: readonly CountryRecord[] = [
  { id: 28, iso: 'ES', name: 'España' },
  { id: 55, iso: 'US', name: 'Estados Unidos' },
  { id: 82, iso: 'CO', name: 'Colombia' },
];
