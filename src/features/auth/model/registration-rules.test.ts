import { describe, expect, it } from 'vitest';
import { checkRegistration, type RegistrationValues } from './registration-rules';

const filled: RegistrationValues = {
  referido: '',
  name: ' Ana Pérez ',
  email: ' ana@correo.test ',
  password: 'clave123',
  confirmar: 'clave123',
  origen: 'Google',
  terms: true,
};

describe('registration rules', () => {
  it('REG-04 REG-12 referido is optional and the body is exactly referido, name, email, password, origen', () => {
    const check = checkRegistration(filled);
    expect(check).toEqual({
      ok: true,
      payload: {
        referido: '',
        name: 'Ana Pérez',
        email: 'ana@correo.test',
        password: 'clave123',
        origen: 'Google',
      },
    });
    if (check.ok)
      expect(Object.keys(check.payload)).toEqual(['referido', 'name', 'email', 'password', 'origen']);
  });

  it('REG-05 every field but referido is required', () => {
    for (const field of ['name', 'email', 'password', 'confirmar', 'origen'] as const) {
      expect(checkRegistration({ ...filled, [field]: '' })).toEqual({ ok: false, reason: 'required' });
      expect(checkRegistration({ ...filled, [field]: '  ' }).ok).toBe(false);
    }
  });

  it('REG-06 nothing is sent with the terms unticked', () => {
    expect(checkRegistration({ ...filled, terms: false })).toEqual({ ok: false, reason: 'terms' });
  });

  it('REG-13 confirmar must equal the password', () => {
    expect(checkRegistration({ ...filled, confirmar: 'clave124' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(checkRegistration({ ...filled, confirmar: 'clave123 ' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });
});
