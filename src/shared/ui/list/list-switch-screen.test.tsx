import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListSwitchScreen, type ListSwitchScreenProps } from './list-switch-screen';

const strings = {
  title: 'Mis listas',
  loading: 'Cargando...',
  back: 'Atrás',
  switchLabel: 'Listas',
  switches: { a: 'Lista A', b: 'Lista B' },
  landing: {
    heading: 'Listas',
    tagline: 'Vea sus listas.',
    continue: 'Continuar',
    hint: 'Pulse Continuar.',
    failed: 'No se pudo cargar.',
  },
};

function renderScreen(props: Partial<ListSwitchScreenProps<'a' | 'b'>> = {}) {
  const onShow = vi.fn();
  const view = (listado: boolean) => (
    <MantineProvider>
      <ListSwitchScreen
        strings={strings}
        landingId="listas-landing"
        search={{ listado, pestana: 'a' }}
        onShow={onShow}
        load={() => Promise.resolve()}
        modals={<p>el modal</p>}
        {...props}
      >
        <p>la lista</p>
      </ListSwitchScreen>
    </MantineProvider>
  );
  const { rerender } = render(view(props.search?.listado ?? false));
  return {
    onShow,
    rerender: (listado: boolean) => rerender(view(listado)),
    user: userEvent.setup({ delay: null }),
  };
}

describe('ListSwitchScreen', () => {
  it('opens on the landing, whose Continuar loads and then asks for the first list', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { onShow, user } = renderScreen({ load });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis listas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Listas' })).toHaveTextContent(
      'ListasVea sus listas.ContinuarPulse Continuar.',
    );
    expect(screen.queryByText('la lista')).not.toBeInTheDocument();
    expect(screen.getByText('el modal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(onShow.mock.calls).toEqual([[true]]);
  });

  it('keeps the landing with its failure line when the load is refused, and Reintentar loads again', async () => {
    const load = vi.fn((): Promise<unknown> => Promise.reject(new Error('401')));
    const { onShow, user } = renderScreen({ load });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar.');
    expect(onShow).not.toHaveBeenCalled();
    load.mockImplementationOnce(() => Promise.resolve());
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(onShow.mock.calls).toEqual([[true]]);
  });

  it('shows Atrás, the switches and the open list; each asks for its view', async () => {
    const { onShow, user } = renderScreen({ search: { listado: true, pestana: 'a' } });
    expect(screen.getByText('la lista')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Listas' })).toHaveTextContent('Lista ALista B');
    expect(screen.getByRole('radio', { name: 'Lista A' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Lista B' }));
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(onShow.mock.calls).toEqual([[true, 'b'], [false]]);
  });

  it('moves the focus to the new view’s first control', () => {
    const { rerender } = renderScreen();
    rerender(true);
    expect(screen.getByRole('button', { name: 'Atrás' })).toHaveFocus();
    rerender(false);
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
  });
});
