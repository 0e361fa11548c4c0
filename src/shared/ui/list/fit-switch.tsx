import type { ReactNode } from 'react';
import { useViewportBelow } from '../use-viewport-below';
import classes from './fit-switch.module.css';

/** The widths, in rem of the list's own box, from which a table fits: the scale fit-switch.module.css knows. */
export type FitWidth = 30 | 35 | 45 | 48 | 60 | 70 | 90;

const fromClass: Record<FitWidth, string | undefined> = {
  30: classes.from30,
  35: classes.from35,
  45: classes.from45,
  48: classes.from48,
  60: classes.from60,
  70: classes.from70,
  90: classes.from90,
};

/** The class of a grid of cards that sit side by side as the list's box widens. */
export const fitCardsClass = classes.cards;

/**
 * A list's two layouts, both in the page and CSS showing one: `wide` (a table) where the list's box is at
 * least `from` rem wide, `narrow` (cards) below, so the first paint is right and nothing scrolls sideways.
 * On a phone (a viewport narrower than Mantine's 'sm', 48em, and than `from`) the table could never show, and
 * is not drawn.
 */
export function FitSwitch(props: { from: FitWidth; wide: ReactNode; narrow: ReactNode }) {
  const cardsOnly = useViewportBelow(Math.min(props.from, 48));
  return (
    <div className={`${classes.frame} ${fromClass[props.from]}`}>
      {!cardsOnly && (
        <div className={classes.wide} data-layout="table">
          {props.wide}
        </div>
      )}
      <div className={classes.narrow} data-layout="cards">
        {props.narrow}
      </div>
    </div>
  );
}
