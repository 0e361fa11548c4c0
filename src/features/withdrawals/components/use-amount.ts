import { useMemo } from 'react';
import { checkAmount, parseAmountCents, withdrawalFigures, type Tasas } from '../model/withdrawal-amount';
import { withdrawalStrings } from '../strings';

/** WDR-25, WDR-26: the form rule of a withdrawal's amount: why it cannot be sent, or null. */
export function amountRule(text: string): string | null {
  const checked = checkAmount(text);
  return 'problem' in checked ? withdrawalStrings.amountErrors[checked.problem] : null;
}

/** WDR-27..29: the live figures of the amount typed so far; null while it is not an amount. */
export function useAmountFigures(text: string, tasas: Tasas | undefined) {
  return useMemo(() => {
    const cents = parseAmountCents(text);
    return cents === null || !tasas ? null : withdrawalFigures(cents, tasas);
  }, [text, tasas]);
}

/** The amount of a checked form in cents (the form's rule has passed), else null. */
export function amountCents(text: string): bigint | null {
  const checked = checkAmount(text);
  return 'cents' in checked ? checked.cents : null;
}
