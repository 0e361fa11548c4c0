import { useMemo, useState } from 'react';
import { checkAmount, parseAmountCents, withdrawalFigures, type Tasas } from '../model/withdrawal-amount';
import { withdrawalStrings } from '../strings';

/**
 * The amount field of a withdrawal form: what is typed, the live figures (WDR-27..29) and the checks of
 * WDR-25/26 run on submit (the message stays until the amount changes).
 */
export function useAmount(tasas: Tasas | undefined) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const figures = useMemo(() => {
    const cents = parseAmountCents(value);
    return cents === null || !tasas ? null : withdrawalFigures(cents, tasas);
  }, [value, tasas]);

  return {
    value,
    error,
    figures,
    onChange: (next: string) => {
      setValue(next);
      setError(null);
    },
    /** The amount in cents, or null after showing why it cannot be sent. */
    validate(): bigint | null {
      const checked = checkAmount(value);
      if ('cents' in checked) return checked.cents;
      setError(withdrawalStrings.amountErrors[checked.problem]);
      return null;
    },
  };
}

export type AmountState = ReturnType<typeof useAmount>;
