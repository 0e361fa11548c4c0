import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, type PagerProps } from './pager';

function renderPager(props: Partial<PagerProps> = {}) {
  const onPage = vi.fn();
  render(
    <MantineProvider>
      <Pager label="Paginación de prueba" page={2} totalPages={3} onPage={onPage} {...props} />
    </MantineProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Paginación de prueba' });
  return { onPage, nav, user: userEvent.setup({ delay: null }) };
}

describe('Pager', () => {
  it('PROJ-21 shows the position between Anterior and Siguiente', () => {
    const { nav } = renderPager();
    expect(nav).toHaveTextContent('AnteriorPágina 2 de 3Siguiente');
  });

  it('PROJ-24 each step asks for exactly one page more or less', async () => {
    const { nav, onPage, user } = renderPager();
    await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    await user.click(within(nav).getByRole('button', { name: 'Anterior' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('PROJ-22 Anterior is disabled on the first page', () => {
    const { nav } = renderPager({ page: 1 });
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });

  it('PROJ-23 Siguiente is disabled on the last page', () => {
    const { nav } = renderPager({ page: 3 });
    expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });

  it('INV-09 an empty list shows page 1 of 1 with both steps disabled', () => {
    const { nav } = renderPager({ page: 1, totalPages: 0 });
    expect(nav).toHaveTextContent('Página 1 de 1');
    for (const button of within(nav).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('waits while another page loads', () => {
    const { nav } = renderPager({ busy: true });
    for (const button of within(nav).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('MYPROJ-06..08 quoted steps, a first-page step and the screen own position', async () => {
    const { nav, onPage, user } = renderPager({
      page: 3,
      first: 'Primera Página',
      previous: 'Anterior «',
      next: 'Siguiente »',
      children: <span>3</span>,
    });
    expect(nav).toHaveTextContent('Primera PáginaAnterior «3Siguiente »');
    expect(within(nav).getByRole('button', { name: 'Siguiente »' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Primera Página' }));
    expect(onPage.mock.calls).toEqual([[1]]);
  });
});
