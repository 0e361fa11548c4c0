import { describe, expect, it } from 'vitest';
import { checkUploadContent, sniffUploadType } from './file-signature';
import { Refusal } from './refusal';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe1);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31);
const EXE = bytes(0x4d, 0x5a, 0x90, 0x00);

const refusalOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (e) {
    return e instanceof Refusal ? [e.status, e.message] : e;
  }
};

describe('upload signatures (SRV-55)', () => {
  it('SRV-55 reads PNG, JPEG, WebP and PDF from their first bytes, and nothing else', () => {
    expect([PNG, JPEG, WEBP, PDF, EXE, new Uint8Array()].map(sniffUploadType)).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/pdf',
      null,
      null,
    ]);
    // RIFF without WEBP at byte 8 is another RIFF format (WAV, AVI).
    expect(sniffUploadType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeNull();
  });

  it('SRV-55 refuses a file whose type or name claims one format while its bytes are another, naming field and file', () => {
    expect(
      refusalOf(() => checkUploadContent('file_id_front', { name: 'programa.png', type: 'image/png' }, EXE)),
    ).toEqual([
      422,
      'El archivo del documento de identidad («programa.png») no es lo que declara: su contenido no corresponde al tipo image/png.',
    ]);
    expect(
      refusalOf(() =>
        checkUploadContent('file', { name: 'recibo.PDF', type: 'application/octet-stream' }, PNG),
      ),
    ).toEqual([
      422,
      'El archivo del comprobante («recibo.PDF») no es lo que declara: su contenido no corresponde al tipo application/pdf.',
    ]);
  });

  it('SRV-55 accepts a file whose bytes agree with its type and name, and leaves other types to the call', () => {
    expect(
      refusalOf(() => checkUploadContent('file_selfie', { name: 'yo.JPG', type: 'image/jpeg' }, JPEG)),
    ).toBeNull();
    expect(
      refusalOf(() => checkUploadContent('file', { name: 'r.pdf', type: 'application/pdf' }, PDF)),
    ).toBeNull();
    expect(
      refusalOf(() => checkUploadContent('archivo', { name: 'estado.json', type: 'application/json' }, EXE)),
    ).toBeNull();
  });
});
