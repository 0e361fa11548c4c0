import type { Investment } from '@/contract/investments';
import { MAX_SALE_PERCENT } from '@/contract/limits';
import type { SaleDateType } from '@/contract/offers';
import { divRound, toMinorUnits } from '@/shared/format/money';
import { investmentsStrings } from '../strings';

const e = investmentsStrings.sell.errors;

/** SELL-05: the end-of-sale types as the form holds them; '' until one is chosen (SELL-07). */
export type DateTypeChoice = '' | '1' | '2' | '3';

export interface SaleForm {
  date_type: DateTypeChoice;
  date_value: string;
  amount_percentage: string;
}

export const emptySaleForm: SaleForm = { date_type: '', date_value: '', amount_percentage: '' };

/**
 * SELL-09: the percentage as typed, read as hundredths of a percent (110 gives 11000n): plain digits with at
 * most 2 decimals, above 0 and at most 1000. Anything else is null.
 */
export function parseSalePercentage(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const hundredths = toMinorUnits(trimmed, 2);
  if (hundredths <= 0n || hundredths > BigInt(MAX_SALE_PERCENT * 100)) return null;
  return hundredths;
}

/**
 * SELL-10 (p2 §9, SRV-24): 'Precio final venta' = percentage × (amount + yield) / 100, in cents rounded half
 * away from zero as the server rounds it; 110 % of 1000 + 50 gives 115500n. Null while the percentage is not
 * a valid one.
 */
export function salePriceCents(amount: string, rendimiento: string, percentage: string): bigint | null {
  const hundredths = parseSalePercentage(percentage);
  if (hundredths === null) return null;
  const baseCents = toMinorUnits(amount, 2) + toMinorUnits(rendimiento, 2);
  return divRound(baseCents * hundredths, 10_000n);
}

export type SaleErrors = Partial<Record<keyof SaleForm, string>>;

/**
 * SELL-07, SELL-08, SELL-09: what stops the sale form from being sent. A 'Definido' date runs from today to
 * the investment's end day (the server refuses anything else, SRV-25).
 */
export function validateSale(form: SaleForm, today: string, endDate: string): SaleErrors {
  const errors: SaleErrors = {};
  if (form.date_type === '') errors.date_type = e.dateTypeRequired;
  if (form.date_type === '2') {
    const day = form.date_value.trim();
    const end = endDate.slice(0, 10);
    if (day === '') errors.date_value = e.dateRequired;
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) errors.date_value = e.dateInvalid;
    else if (day < today) errors.date_value = e.datePast;
    else if (day > end) errors.date_value = e.dateAfterEnd(end.split('-').reverse().join('/'));
  }
  if (form.amount_percentage.trim() === '') errors.amount_percentage = e.percentageRequired;
  else if (parseSalePercentage(form.amount_percentage) === null) {
    errors.amount_percentage = e.percentageInvalid;
  }
  return errors;
}

export interface OfferCreatePayload {
  investment_id: number;
  rendimiento: string;
  date_type: SaleDateType;
  date_value: string;
  amount_percentage: string;
}

/**
 * SELL-11, SELL-12: what offers/create receives: the investment, its current yield, the type, the date only
 * for 'Definido' (empty otherwise) and the percentage as typed (trimmed). Call after validateSale passed.
 */
export function toOfferCreatePayload(investment: Investment, form: SaleForm): OfferCreatePayload {
  const dateType = Number(form.date_type) as SaleDateType;
  return {
    investment_id: investment.id,
    rendimiento: investment.rendimiento,
    date_type: dateType,
    date_value: dateType === 2 ? form.date_value.trim() : '',
    amount_percentage: form.amount_percentage.trim(),
  };
}
