/** Unpredictable identifiers from the platform's CSPRNG (tokens are 256 bits, SRV-12). */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const newToken = () => randomHex(32);

/** A 6-digit PIN (SRV-31). */
export function newPin(): string {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return String(buffer[0]! % 1_000_000).padStart(6, '0');
}
