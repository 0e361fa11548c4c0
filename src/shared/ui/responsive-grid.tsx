import { Box, getSpacing, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import classes from './responsive-grid.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Columns = 1 | 2 | 3 | 4;
/** Columns from each breakpoint up (Mantine's breakpoints): { base: 1, sm: 2 }. */
export type GridColumns = { base: Columns } & Partial<Record<Exclude<Breakpoint, 'base'>, Columns>>;

export type ResponsiveGridProps = Omit<BoxProps, 'style'> &
  Omit<ComponentPropsWithoutRef<'div'>, 'style'> & {
    /** Columns per breakpoint, or one number for every width. */
    cols: Columns | GridColumns;
    /**
     * Space between columns, and between rows unless verticalSpacing is given. null: the className sets the
     * variables --rg-x and --rg-y itself (spacing that changes with the width).
     */
    spacing?: MantineSpacing | number | null;
    verticalSpacing?: MantineSpacing | number;
    component?: 'div' | 'dl' | 'section' | 'ul';
    style?: CSSProperties;
  };

/**
 * A grid of equal columns whose count changes at Mantine's breakpoints, in place of SimpleGrid: the columns are
 * static classes (responsive-grid.module.css) and the spacing inline variables, so rendering a grid adds no
 * <style> element to the page, which would restyle the whole document.
 */
export function ResponsiveGrid({
  cols,
  spacing = 'md',
  verticalSpacing,
  component = 'div',
  className,
  style,
  ...rest
}: ResponsiveGridProps) {
  const colClasses = columnClassKeys(cols).map((key) => classes[key]);
  const gaps =
    spacing === null
      ? {}
      : { '--rg-x': getSpacing(spacing), '--rg-y': getSpacing(verticalSpacing ?? spacing) };
  return (
    <Box
      {...rest}
      component={component as 'div'}
      className={[classes.grid, ...colClasses, className].filter(Boolean).join(' ')}
      style={{ ...gaps, ...style } as CSSProperties}
    />
  );
}

/** The keys of responsive-grid.module.css's classes that give `cols`: { base: 1, sm: 2 } -> base1, sm2. */
export function columnClassKeys(cols: Columns | GridColumns): string[] {
  const perBreakpoint = typeof cols === 'number' ? { base: cols } : cols;
  return (Object.entries(perBreakpoint) as [Breakpoint, Columns][]).map(([bp, n]) => `${bp}${n}`);
}
