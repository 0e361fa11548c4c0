/**
 * The files the examples upload, made from their names: a few bytes that begin as the type their extension
 * says (the server reads the first bytes, SRV-55), or, for a JSON file, the content given ('{}' without one).
 */

const SIGNATURES: Readonly<Record<string, { type: string; head: readonly number[] }>> = {
  png: { type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { type: 'image/jpeg', head: [0xff, 0xd8, 0xff, 0xe0] },
  jpeg: { type: 'image/jpeg', head: [0xff, 0xd8, 0xff, 0xe0] },
  webp: { type: 'image/webp', head: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50] },
  pdf: { type: 'application/pdf', head: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37] },
};

/** How long a made-up upload is. */
const UPLOAD_BYTES = 64;

export function uploadBytes(
  name: string,
  content?: string,
): { bytes: Uint8Array<ArrayBuffer>; type: string } {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'json')
    return { bytes: new TextEncoder().encode(content ?? '{}'), type: 'application/json' };
  const signature = SIGNATURES[extension];
  if (!signature) throw new Error(`${name}: un archivo de ejemplo de un tipo desconocido`);
  const bytes = new Uint8Array(UPLOAD_BYTES).fill(7);
  bytes.set(signature.head);
  return { bytes, type: signature.type };
}
