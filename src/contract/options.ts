/**
 * Option lists shared by several calls, as plain values the client can use at run time without zod. The
 * schemas in schemas/ build their enums from these lists, so both sides read the same values.
 */

/** Status of a deposit or a withdrawal (SRV-29, SRV-35). */
export const approvalStatuses = ['EN PROCESO', 'APROBADO', 'RECHAZADO'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** USDT networks (BENEF-20); also those of the deposit addresses. */
export const usdtNetworks = ['Ethereum (ERC-20)', 'TRON (TRC-20)'] as const;
export type UsdtNetwork = (typeof usdtNetworks)[number];

/** Identification types: 'Cedula/DNI' on the beneficiary forms (BENEF-18), 'Cedula' on the remittance modal. */
export const identificationTypes = ['Pasaporte', 'Cedula/DNI', 'Cedula', 'Licencia'] as const;
export type IdentificationType = (typeof identificationTypes)[number];

/** How a refusal names each uploaded file (SRV-18 KYC documents, SRV-34 a deposit's proof). */
export const fileLabels = {
  file_id_front: 'del documento de identidad',
  file_id_reverse: 'del comprobante de domicilio',
  file_selfie: 'de la selfie',
  proof: 'del comprobante',
} as const;
