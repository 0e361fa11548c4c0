/**
 * SRV-55: what an uploaded file is, read from its first bytes, and the refusal when that differs from what it
 * declares (its type or the extension of its name). Pure: the middleware reads the bytes.
 */
import { UPLOAD_TYPES, fileContentMessage } from '@/contract/field-limits';
import { fileLabels } from '@/contract/options';
import { invalid } from './refusal';

export type UploadType = (typeof UPLOAD_TYPES)[number];

/** How many leading bytes the check reads. */
export const SIGNATURE_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/** The upload type the first bytes belong to (PNG, JPEG, WebP, PDF), or null for anything else. */
export function sniffUploadType(head: Uint8Array): UploadType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

const BY_EXTENSION: Readonly<Record<string, UploadType>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const isUploadType = (type: string): type is UploadType => (UPLOAD_TYPES as readonly string[]).includes(type);

/** How a refusal names the file of a multipart field (the contract's labels; 'file' is a deposit's proof). */
export function uploadLabel(field: string): string {
  if (field === 'file') return fileLabels.proof;
  return (fileLabels as Readonly<Record<string, string>>)[field] ?? field;
}

/**
 * SRV-55: refuses (422) a file that claims to be a PNG, JPEG, WebP or PDF, by its declared type or by its
 * name's extension, while its first bytes are not of that type, naming the field and the file. A file that
 * claims none of them is left to the call's own rule (KYC and deposits refuse its type).
 */
export function checkUploadContent(
  field: string,
  file: { name: string; type: string },
  head: Uint8Array,
): void {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const claims = [isUploadType(file.type) ? file.type : null, BY_EXTENSION[extension] ?? null].filter(
    (t): t is UploadType => t !== null,
  );
  if (claims.length === 0) return;
  const actual = sniffUploadType(head);
  if (claims.some((claim) => claim !== actual))
    throw invalid(fileContentMessage(uploadLabel(field), file.name, claims[0]!));
}
