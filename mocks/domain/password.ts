import { randomHex } from './random';
import { sha256Hex } from './sha256';

/** Salted password hashes: the simulator never stores a password as typed. */
export function hashPassword(password: string, salt: string = randomHex(16)) {
  return { passwordSalt: salt, passwordHash: sha256Hex(`${salt}:${password}`) };
}

export function passwordMatches(password: string, record: { passwordSalt: string; passwordHash: string }) {
  return sha256Hex(`${record.passwordSalt}:${password}`) === record.passwordHash;
}
