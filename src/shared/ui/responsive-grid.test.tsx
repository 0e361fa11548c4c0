import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveGrid } from './responsive-grid';

// The unit run does not compile CSS modules: each class is named after its key here.
vi.mock('./responsive-grid.module.css', () => ({
  default: new Proxy({}, { get: (_, key) => (typeof key === 'string' ? key : undefined) }),
}));

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
    expect([...grid.classList].filter((c) => !c.startsWith('mantine'))).toEqual([
      'grid',
      'base1',
      'sm2',
      'xl4',
    ]);
    expect(grid.style.getPropertyValue('--rg-x')).toBe('var(--mantine-spacing-sm)');
    expect(grid.style.getPropertyValue('--rg-y')).toBe('calc(0.375rem * var(--mantine-scale))');
    expect(grid.style.marginTop).toBe('var(--mantine-spacing-xs)');
    // Only the provider's own theme variables; SimpleGrid would add one per grid.
    const added = [...document.querySelectorAll('style')].filter(
      (s) => !s.hasAttribute('data-mantine-styles'),
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
    expect([...grid.classList].filter((c) => !c.startsWith('mantine'))).toEqual(['grid', 'base3', 'mine']);
    expect(grid.style.getPropertyValue('--rg-x')).toBe('');
    expect(grid.style.getPropertyValue('--rg-y')).toBe('');
  });
});
