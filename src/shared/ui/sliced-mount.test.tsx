import { act } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlicedMount } from './sliced-mount';

/** Resolves after the next frame has been painted: its callback, then a task queued from it. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** The text the container shows: a fallback that has given way is hidden for a frame before it is removed. */
const shown = (container: HTMLElement) => {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[hidden]')) hidden.remove();
  return copy.textContent;
};

describe('SlicedMount', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    root = createRoot(container);
  });
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

  it('with afterPaint, shows the fallback until a frame has been painted, then its children', async () => {
    flushSync(() =>
      root.render(
        <SlicedMount afterPaint fallback={<p>Cargando...</p>}>
          <p>Gráfico</p>
        </SlicedMount>,
      ),
    );
    expect(shown(container)).toBe('Cargando...');
    // The effects have run and the transition queue is empty: still the fallback, the frame is not painted.
    await act(async () => undefined);
    expect(shown(container)).toBe('Cargando...');
    await act(afterNextPaint);
    expect(shown(container)).toBe('Gráfico');
  });

  it('with now, mounts its children in that same render, and keeps them once shown', () => {
    const drawer = (now: boolean) => (
      <SlicedMount afterPaint now={now} fallback={<p>Cargando...</p>}>
        <p>Menú</p>
      </SlicedMount>
    );
    flushSync(() => root.render(drawer(false)));
    expect(shown(container)).toBe('Cargando...');
    // The closed drawer is opened before the frame has painted: its menu is drawn in that commit.
    flushSync(() => root.render(drawer(true)));
    expect(shown(container)).toBe('Menú');
    flushSync(() => root.render(drawer(false)));
    expect(shown(container)).toBe('Menú');
  });

  it('with afterPaint, mounts one part per painted frame, in the order they asked', async () => {
    flushSync(() =>
      root.render(
        <>
          <SlicedMount afterPaint fallback="·">
            Gráfico
          </SlicedMount>
          <SlicedMount afterPaint fallback="·">
            Menú
          </SlicedMount>
        </>,
      ),
    );
    expect(shown(container)).toBe('··');
    await act(afterNextPaint);
    expect(shown(container)).toBe('Gráfico·');
    await act(afterNextPaint);
    expect(shown(container)).toBe('GráficoMenú');
  });

  it('with afterPaint, a wait whose frame never came does not hold back the parts mounted after it is gone', async () => {
    // Timers replaced (as a test's fake timers do): the frame comes, the task after it never does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    flushSync(() =>
      root.render(
        <SlicedMount afterPaint fallback="·">
          Diapositiva
        </SlicedMount>,
      ),
    );
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    act(() => root.unmount());
    vi.useRealTimers();

    root = createRoot(container);
    flushSync(() =>
      root.render(
        <SlicedMount afterPaint fallback="·">
          Gráfico
        </SlicedMount>,
      ),
    );
    await act(afterNextPaint);
    expect(shown(container)).toBe('Gráfico');
  });
});
