/**
 * Files for upload tests whose first bytes are those of their type (SRV-55: the simulator reads them), so a
 * test that means a valid PNG, JPEG, WebP or PDF sends one.
 */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
};

/**
 * A File of `bytes` bytes named `name` and declared as `type`, starting with that type's signature when it
 * has one (the rest is `fill`).
 */
export function uploadFile(type: string, name: string, bytes = 64, fill = 7): File {
  const content = new Uint8Array(bytes).fill(fill);
  content.set((SIGNATURES[type] ?? []).slice(0, bytes));
  return new File([content], name, { type });
}

/** A small valid PNG upload. */
export const pngFile = (name = 'foto.png', bytes = 64) => uploadFile('image/png', name, bytes);
