import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartPoint } from '../model/chart-points';
import { InvestmentsLineChart } from './investments-line-chart';

const points: ChartPoint[] = [
  { fecha: '31/01/2026', monto: 1450, amount: '1450.00' },
  { fecha: '26/05/2026', monto: 9000, amount: '9000.00' },
  { fecha: '07/11/2026', monto: 24900.5, amount: '24900.50' },
];

function renderChart() {
  render(
    <MantineProvider>
      <InvestmentsLineChart points={points} currency="USDT" />
    </MantineProvider>,
  );
  const chart = document.querySelector<HTMLElement>('[data-chart="investments"]')!;
  const plot = chart.querySelector('svg')!.parentElement!;
  // The test DOM lays nothing out: the plot is 200px wide from x = 100.
  vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 0, width: 200 }));
  return { chart, plot };
}

describe('InvestmentsLineChart', () => {
  afterEach(cleanup);

  it('DASH-11 draws each amount over its date: the line, the value ticks and the first, middle and last dates', () => {
    const { chart } = renderChart();
    // Ticks 0, 7.5k, 15k, 22.5k and 30k; the line's y is measured down from 30k over 1000 units.
    expect(chart.querySelector('polyline')!.getAttribute('points')).toBe(
      `0,${(1 - 1450 / 30000) * 1000} 500,${(1 - 9000 / 30000) * 1000} 1000,${(1 - 24900.5 / 30000) * 1000}`,
    );
    expect(chart.textContent).toBe('07.5k15k22.5k30k31/01/202626/05/202607/11/2026');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
  });

  it('DASH-11 the tooltip follows the pointer to the nearest point, with its date and formatted amount, and goes on leaving', () => {
    const { chart, plot } = renderChart();
    fireEvent.pointerMove(plot, { clientX: 100 + 0.8 * 200 });
    expect(chart.textContent).toContain('07/11/2026Monto invertido: USDT 24,900.50');
    fireEvent.pointerMove(plot, { clientX: 100 + 0.4 * 200 });
    expect(chart.textContent).toContain('26/05/2026Monto invertido: USDT 9,000.00');
    fireEvent.pointerLeave(plot);
    expect(chart.textContent).not.toContain('Monto invertido');
  });

  it('DASH-11 screen readers get the same points as a table', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Monto invertido acumulado por fecha' });
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      '31/01/2026USDT 1,450.00',
      '26/05/2026USDT 9,000.00',
      '07/11/2026USDT 24,900.50',
    ]);
  });
});
