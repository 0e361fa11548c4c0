import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnClassKeys, ResponsiveGrid } from './responsive-grid';

function renderGrid(grid: React.ReactNode) {
  return render(<MantineProvider>{grid}</MantineProvider>);
}

describe('ResponsiveGrid', () => {
  it('sets its columns with static classes and its spacing with inline variables, adding no <style> element', () => {
    renderGrid(
      <ResponsiveGrid
        component="dl"
        aria-label="datos"
        cols={{ base: 1, sm: 2, xl: 4 }}
        spacing="sm"
        verticalSpacing={6}
        mt="xs"
      >
        <div>a</div>
        <div>b</div>
      </ResponsiveGrid>,
    );
    const grid = screen.getByLabelText('datos');
    expect(grid.tagName).toBe('DL');
    expect(grid.style.getPropertyValue('--rg-x')).toBe('var(--mantine-spacing-sm)');
    expect(grid.style.getPropertyValue('--rg-y')).toBe('calc(0.375rem * var(--mantine-scale))');
    expect(grid.style.marginTop).toBe('var(--mantine-spacing-xs)');
    // Only the provider's own (its variables, its hiddenFrom classes); SimpleGrid adds an 'inline' one per grid.
    const added = document.querySelectorAll(
      'style[data-mantine-styles="inline"], style:not([data-mantine-styles])',
    );
    expect(added).toHaveLength(0);
  });

  it('takes one number for every width, and leaves the spacing to its className when spacing is null', () => {
    renderGrid(
      <ResponsiveGrid cols={3} spacing={null} className="mine" aria-label="rejilla">
        <div>a</div>
      </ResponsiveGrid>,
    );
    const grid = screen.getByLabelText('rejilla');
    expect(grid.tagName).toBe('DIV');
    expect(grid).toHaveClass('mine');
    expect(grid.style.getPropertyValue('--rg-x')).toBe('');
    expect(grid.style.getPropertyValue('--rg-y')).toBe('');
  });

  it('names one class per breakpoint given, in the order the stylesheet overrides them', () => {
    expect(columnClassKeys({ base: 1, sm: 2, xl: 4 })).toEqual(['base1', 'sm2', 'xl4']);
    expect(columnClassKeys(3)).toEqual(['base3']);
  });
});
