import { act } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { SlicedMount } from './sliced-mount';

describe('SlicedMount', () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  afterEach(() => act(() => root.unmount()));

  it('leaves its children out of the commit that mounts it, and mounts them in a later one', async () => {
    // A synchronous render, as a store update from the router or the query cache renders a new screen.
    flushSync(() =>
      root.render(
        <main>
          <h1>Inicio</h1>
          <SlicedMount>
            <p>Saldo disponible</p>
          </SlicedMount>
        </main>,
      ),
    );
    expect(container.textContent).toBe('Inicio');
    await act(async () => undefined);
    expect(container.textContent).toBe('InicioSaldo disponible');
  });
});
