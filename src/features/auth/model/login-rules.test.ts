import { describe, expect, it } from 'vitest';
import { emailPayload, loginPayload, MIN_LOGIN_PASSWORD_LENGTH } from './login-rules';

describe('login rules', () => {
  it('LOGIN-09 sends nothing when the email is empty after trimming', () => {
    expect(loginPayload('', 'clave123')).toBeNull();
    expect(loginPayload('   ', 'clave123')).toBeNull();
  });

  it('LOGIN-10 sends nothing when the password is empty after trimming', () => {
    expect(loginPayload('a@b.co', '')).toBeNull();
    expect(loginPayload('a@b.co', '        ')).toBeNull();
  });

  it('LOGIN-11 sends nothing for fewer than 6 characters and accepts 6', () => {
    expect(MIN_LOGIN_PASSWORD_LENGTH).toBe(6);
    expect(loginPayload('a@b.co', '12345')).toBeNull();
    expect(loginPayload('a@b.co', '123456')).toEqual({ email: 'a@b.co', password: '123456' });
  });

  it('LOGIN-09 sends the email trimmed and the password as typed', () => {
    expect(loginPayload('  a@b.co ', ' clave ')).toEqual({ email: 'a@b.co', password: ' clave ' });
  });

  it('LOGIN-17 FORGOT-04 an empty email sends nothing; others are trimmed', () => {
    expect(emailPayload('')).toBeNull();
    expect(emailPayload('  ')).toBeNull();
    expect(emailPayload(' a@b.co ')).toBe('a@b.co');
  });
});
