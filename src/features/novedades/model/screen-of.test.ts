import { describe, expect, it } from 'vitest';
import { screenOf } from './screen-of';

describe('screenOf', () => {
  it('NEWS-05 names the client screen a news item links to, and sends any other link home', () => {
    expect(screenOf('/cliente/inversiones')).toEqual({
      path: '/cliente/inversiones',
      title: 'Mis inversiones',
    });
    expect(screenOf('/cliente/inversion-automatica').title).toBe('Inversión automática');
    expect(screenOf('https://otro.example/cliente/retiro').path).toBe('/cliente/dashboard');
    expect(screenOf('javascript:alert(1)').path).toBe('/cliente/dashboard');
  });
});
