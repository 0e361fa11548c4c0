import { FIELD_LIMITS, tooLongMessage, type LimitedField } from '@/contract/field-limits';

/**
 * SRV-54: the longest value a form's input for a contract field takes (its maxLength): the contract's own
 * limit, so a form cannot send what the server refuses for its length.
 */
export const maxLengthOf = (field: LimitedField): number => FIELD_LIMITS[field];

/**
 * SRV-54: the message for a value longer than its field's limit, in the server's words with the form's
 * label, or null. Checked before a form sends, for values maxLength does not stop (prefilled from the record).
 */
export function lengthError(field: LimitedField, label: string, value: string): string | null {
  const max = FIELD_LIMITS[field];
  return value.trim().length > max ? tooLongMessage(label.toLowerCase(), max) : null;
}
