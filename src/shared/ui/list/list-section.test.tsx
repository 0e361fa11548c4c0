import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSection, type ListSectionProps } from './list-section';

function renderSection(props: Partial<ListSectionProps> = {}) {
  render(
    <MantineProvider>
      <ListSection
        title="Listado de ofertas"
        status="success"
        empty={false}
        emptyState={{ title: '¡Ups, aún sin ofertar!', text: 'Oferte una inversión activa.' }}
        fetching={false}
        pager={{ page: 1, totalPages: 2, onPage: () => undefined }}
        {...props}
      >
        <p>las filas</p>
      </ListSection>
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: 'Listado de ofertas' });
}

describe('ListSection', () => {
  it('shows its title, counter, filters, rows and a pager named after the list', () => {
    const section = renderSection({ count: '12 ofertas', filters: <p>los filtros</p> });
    expect(section).toHaveTextContent(
      'Listado de ofertas12 ofertaslos filtroslas filasAnteriorPágina 1 de 2Siguiente',
    );
    expect(
      within(section).getByRole('navigation', { name: 'Paginación de Listado de ofertas' }),
    ).toBeVisible();
  });

  it('OFFER-08 an empty page says so in Spanish instead of the rows', () => {
    const section = renderSection({
      empty: true,
      pager: { page: 1, totalPages: 1, onPage: () => undefined },
    });
    expect(within(section).queryByText('las filas')).toBeNull();
    expect(section).toHaveTextContent('¡Ups, aún sin ofertar!Oferte una inversión activa.');
  });

  it("shows 'Cargando...' and no pager before the first page", () => {
    const section = renderSection({ status: 'pending', count: '12 ofertas' });
    expect(within(section).getByRole('status')).toHaveTextContent('Cargando...');
    expect(within(section).queryByRole('navigation')).toBeNull();
    expect(section).not.toHaveTextContent('12 ofertas');
  });

  it('keeps the rows while another page loads; the pager waits', () => {
    const section = renderSection({ fetching: true });
    expect(within(section).getByText('las filas')).toBeInTheDocument();
    for (const button of within(section).getAllByRole('button')) expect(button).toBeDisabled();
  });
});
