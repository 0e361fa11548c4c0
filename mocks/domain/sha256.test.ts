import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './password';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('contraseña')).toBe(sha256Hex('contraseña'));
  });

  it('agrees with Web Crypto on multi-block UTF-8 input', async () => {
    const text = 'ñandú €'.repeat(50);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(sha256Hex(text)).toBe(hex);
  });
});

describe('password hashes', () => {
  it('accept the same password and refuse any other', () => {
    const record = hashPassword('secreto123');
    expect(passwordMatches('secreto123', record)).toBe(true);
    expect(passwordMatches('secreto124', record)).toBe(false);
    expect(hashPassword('secreto123').passwordHash).not.toBe(record.passwordHash);
  });
});
