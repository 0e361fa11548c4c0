import { Text, VisuallyHidden } from '@mantine/core';
import { movementsStrings } from '../strings';

/**
 * MOV-08, MOV-11: an amount with 2 decimals, thousand separators and the currency label. A decrease shows in
 * red with its minus sign, and says 'Disminución:' to screen readers, so the colour is never the only cue.
 */
export function MovementAmount(props: { text: string; decrease: boolean; fw?: number }) {
  return (
    <Text
      span
      inherit
      fw={props.fw}
      c={props.decrease ? 'red' : undefined}
      data-decrease={props.decrease || undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {props.decrease && <VisuallyHidden>{movementsStrings.decrease} </VisuallyHidden>}
      {props.text}
    </Text>
  );
}
