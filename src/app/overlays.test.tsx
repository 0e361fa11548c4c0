import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useMessageModal } from '@/shared/ui/message-modal';
import { Overlays } from './overlays';
import { theme } from './theme';

/** A screen with one message: 'Enviar' shows it, its 'Aceptar' (or Escape) clears it. */
function Screen(props: { onClosed?: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const close = () => {
    setMessage(null);
    props.onClosed?.();
  };
  useMessageModal(
    message === null
      ? null
      : {
          title: 'Resultado',
          children: (
            <>
              <p>{message}</p>
              <Button onClick={close} data-autofocus>
                Aceptar
              </Button>
            </>
          ),
        },
    close,
  );
  return (
    <>
      <Button onClick={() => setMessage('Operación realizada.')}>Enviar</Button>
      <Button onClick={() => setMessage('Segundo mensaje.')}>Otro</Button>
    </>
  );
}

function renderScreen(onClosed?: () => void) {
  return render(
    <MantineProvider theme={theme}>
      <Screen onClosed={onClosed} />
      <Overlays />
    </MantineProvider>,
  );
}

describe('message modals', () => {
  it('opens a dialog named by its title and closes it with its button', async () => {
    const user = userEvent.setup();
    let closed = 0;
    renderScreen(() => (closed += 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resultado' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Resultado' })).toBeInTheDocument();
    expect(within(dialog).getByText('Operación realizada.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closed).toBe(1);
  });

  it('Escape closes it as its button does, once', async () => {
    const user = userEvent.setup();
    let closed = 0;
    renderScreen(() => (closed += 1));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('dialog', { name: 'Resultado' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closed).toBe(1);
  });
});
