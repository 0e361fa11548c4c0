import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BitcoinBetaPanel } from './bitcoin-beta-panel';

describe('Bitcoin panel (type 4)', () => {
  afterEach(cleanup);

  it('WDR-05 rendered on its own, it is marked in development (beta) with the fixed fee 0.0001 BTC and the total 0.005 BTC', async () => {
    render(
      <MantineProvider>
        <BitcoinBetaPanel />
      </MantineProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Retiro en Bitcoin' });
    expect(within(panel).getByText('Funcionalidad en desarrollo (beta)')).toBeInTheDocument();
    const value = (label: string) =>
      within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Comisión fija')).toBe('0.0001 BTC');
    expect(value('Total')).toBe('0.005 BTC');
  });
});
