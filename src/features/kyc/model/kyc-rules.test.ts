import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { failureMessage, kycFields, kycPayload, noKycFiles } from './kyc-rules';

const file = (name: string) => new File([new Uint8Array(4)], name, { type: 'image/png' });

describe('KYC rules', () => {
  it('KYC-01 the three files are file_id_front, file_id_reverse and file_selfie', () => {
    expect(kycFields).toEqual(['file_id_front', 'file_id_reverse', 'file_selfie']);
  });

  it('KYC-03 gives a payload only when all three values are non-empty after trimming', () => {
    expect(kycPayload(noKycFiles)).toBeNull();
    expect(
      kycPayload({ ...noKycFiles, file_id_front: file('a.png'), file_id_reverse: file('b.png') }),
    ).toBeNull();
    expect(
      kycPayload({ file_id_front: file('a.png'), file_id_reverse: file('   '), file_selfie: file('c.png') }),
    ).toBeNull();
    const all = { file_id_front: file('a.png'), file_id_reverse: file('b.pdf'), file_selfie: file('c.png') };
    expect(kycPayload(all)).toEqual(all);
  });

  it("ERR-02 a failure reads the error response's data.message", () => {
    const body = { message: 'x', data: { message: 'El archivo de la selfie está vacío' } };
    expect(failureMessage(new ApiError(422, 'x', body))).toBe('El archivo de la selfie está vacío');
    expect(failureMessage(new Error('boom'))).toBe('No se pudo completar la operación. Intente nuevamente.');
  });
});
