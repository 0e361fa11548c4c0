import { ApiError } from '@/shared/api/api-error';
import { kycStrings } from '../strings';

/** KYC-01: the three documents, in the contract's names and the form's order. */
/** The types the server accepts (SRV-18): JPG, PNG or WEBP images and PDF. */
export const KYC_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export const kycFields = ['file_id_front', 'file_id_reverse', 'file_selfie'] as const;
export type KycField = (typeof kycFields)[number];

export type KycFiles = Record<KycField, File | null>;

export const noKycFiles: KycFiles = { file_id_front: null, file_id_reverse: null, file_selfie: null };

/** KYC-06: the file fields reset this long after a successful send. */
export const KYC_RESET_MS = 6000;

/**
 * KYC-03: the multipart payload only when all three files are chosen and each one's value (its name) is
 * non-empty after trimming; otherwise null, and nothing is sent.
 */
export function kycPayload(files: KycFiles): Record<KycField, File> | null {
  const { file_id_front, file_id_reverse, file_selfie } = files;
  const chosen = [file_id_front, file_id_reverse, file_selfie];
  if (!chosen.every((file) => file !== null && file.name.trim() !== '')) return null;
  return { file_id_front: file_id_front!, file_id_reverse: file_id_reverse!, file_selfie: file_selfie! };
}

/** ERR-02: the error response's data.message (then message), or a Spanish fallback. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { data?: { message?: unknown } } | null;
    if (typeof body?.data?.message === 'string' && body.data.message) return body.data.message;
    return error.message;
  }
  return kycStrings.unknownError;
}
