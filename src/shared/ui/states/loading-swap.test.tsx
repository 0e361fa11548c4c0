import { act } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoadingSwap } from './loading-swap';

/** Resolves after the next frame has been painted: its callback, then a task queued from it. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('LoadingSwap', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => act(() => root.unmount()));

  const view = (loading: boolean) => (
    <LoadingSwap loading={loading} placeholder={<p>Cargando...</p>}>
      <p>Filas</p>
    </LoadingSwap>
  );

  it('shows the content in the commit that ends the loading, the placeholder hidden there and removed after a paint', async () => {
    flushSync(() => root.render(view(true)));
    expect(container.textContent).toBe('Cargando...');
    expect(container.querySelector('[hidden]')).toBeNull();

    flushSync(() => root.render(view(false)));
    expect(container.querySelector('p')?.textContent).toBe('Filas');
    expect(container.querySelector('[hidden]')?.textContent).toBe('Cargando...');

    await act(afterNextPaint);
    expect(container.innerHTML).toBe('<p>Filas</p>');
  });

  it('shows the placeholder again, and only it, when loading starts again', async () => {
    flushSync(() => root.render(view(false)));
    expect(container.innerHTML).toBe('<p>Filas</p>');
    flushSync(() => root.render(view(true)));
    expect(container.innerHTML).toBe('<div><p>Cargando...</p></div>');
    // Loading again before the hidden placeholder was removed keeps it, shown.
    flushSync(() => root.render(view(false)));
    flushSync(() => root.render(view(true)));
    await act(afterNextPaint);
    expect(container.innerHTML).toBe('<div><p>Cargando...</p></div>');
  });
});
