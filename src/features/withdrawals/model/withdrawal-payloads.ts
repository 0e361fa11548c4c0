import type { CallRequest } from '@/contract/call';
import type { remittanceWithdrawal, withdrawalCreate, WithdrawalType } from '@/contract/withdrawals';
import { centsToDecimal } from './withdrawal-amount';

export type WithdrawalCreateRequest = CallRequest<typeof withdrawalCreate>;
export type RemittanceWithdrawalRequest = CallRequest<typeof remittanceWithdrawal>;

/**
 * WDR-31, WDR-32: monto and amount both carry the entered amount, type the chosen kind, ventanilla travels
 * empty and date carries today's date ('YYYY-MM-DD', the platform's day).
 */
export function withdrawalPayload(
  beneficiaryId: number,
  type: WithdrawalType,
  amountCents: bigint,
  today: string,
): WithdrawalCreateRequest {
  const amount = centsToDecimal(amountCents);
  return {
    beneficiario_id: beneficiaryId,
    monto: amount,
    amount,
    type,
    ventanilla: '',
    date: today,
  };
}

/** What the remittance modal collects besides the amount (WDR-38, WDR-39). */
export interface RemittanceValues {
  nombres: string;
  apellidos: string;
  tipoidentificacion: string;
  identificacion: string;
  country: string;
  provincia: string;
  ciudad: string;
  direccion: string;
  telefono: string;
}

export const emptyRemittance: RemittanceValues = {
  nombres: '',
  apellidos: '',
  tipoidentificacion: '',
  identificacion: '',
  country: '',
  provincia: '',
  ciudad: '',
  direccion: '',
  telefono: '',
};

/** WDR-39: the remittance modal's identification types (p2 §3: 'Cedula', not 'Cedula/DNI'). */
export const remittanceIdentificationTypes = ['Pasaporte', 'Cedula', 'Licencia'] as const;

/** WDR-40: the remesa_* fields with monto and amount. */
export function remittancePayload(
  values: RemittanceValues,
  amountCents: bigint,
): RemittanceWithdrawalRequest {
  const amount = centsToDecimal(amountCents);
  const v = (text: string) => text.trim();
  return {
    monto: amount,
    amount,
    remesa_nombres: v(values.nombres),
    remesa_apellidos: v(values.apellidos),
    remesa_tipoidentificacion: values.tipoidentificacion,
    remesa_identificacion: v(values.identificacion),
    // The modal requires a country (WDR-38): one of the country list's ids.
    remesa_country: Number(values.country),
    remesa_provincia: v(values.provincia),
    remesa_ciudad: v(values.ciudad),
    remesa_direccion: v(values.direccion),
    remesa_telefono: v(values.telefono),
  };
}
