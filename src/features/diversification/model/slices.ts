import type { DiversificationGroup } from '@/contract/diversification';
import { diversificationStrings } from '../strings';

/**
 * DIV-04: the colours of a dimension's slices, in the groups' order (theme palettes, dark shades so that each
 * slice stands out against white); beyond them the rest of the groups share one grey slice, 'Otros'.
 */
export const SLICE_COLOURS = [
  'teal.7',
  'blue.7',
  'grape.7',
  'orange.7',
  'cyan.9',
  'pink.7',
  'lime.9',
] as const;
export const OTHERS_COLOUR = 'gray.6';

/** A Mantine colour ('teal.7') as the CSS variable a swatch paints with. */
export const cssColour = (colour: string) => `var(--mantine-color-${colour.replace('.', '-')})`;

/** The colour of the group at `index` (its table row's swatch, its slice). */
export const colourAt = (index: number): string => SLICE_COLOURS[index] ?? OTHERS_COLOUR;

export interface Slice {
  name: string;
  /** The share, only to size the drawing; the figures a person reads are the table's strings. */
  value: number;
  color: string;
}

/** The slices of a dimension's chart: one per group, the groups past the palette together as 'Otros'. */
export function slicesOf(groups: readonly DiversificationGroup[]): Slice[] {
  const own = groups.slice(0, SLICE_COLOURS.length).map((g, i) => ({
    name: g.nombre,
    value: Number(g.porcentaje),
    color: colourAt(i),
  }));
  const rest = groups.slice(SLICE_COLOURS.length);
  if (rest.length === 0) return own;
  const value = rest.reduce((sum, g) => sum + Number(g.porcentaje), 0);
  return [...own, { name: diversificationStrings.others, value, color: OTHERS_COLOUR }];
}
