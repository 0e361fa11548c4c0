import { Text, VisuallyHidden } from '@mantine/core';
import { formatReais, isDebit } from '../model/card-format';
import { cardStrings } from '../strings';

/**
 * CARD-06, CARD-16: an amount in reais; a debit is red, anything else green, and screen readers hear which
 * one it is, so the colour is never the only cue.
 */
export function CardMovementAmount({ amount }: { amount: string }) {
  const debit = isDebit(amount);
  return (
    <Text
      span
      inherit
      c={debit ? 'red.9' : 'green.9'}
      data-debit={debit}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      <VisuallyHidden>{debit ? cardStrings.details.decrease : cardStrings.details.increase} </VisuallyHidden>
      {formatReais(amount)}
    </Text>
  );
}
