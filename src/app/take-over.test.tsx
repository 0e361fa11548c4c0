import { MantineProvider, Text } from '@mantine/core';
import { act, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_MOTION_DELAY_MS, MOVING_ATTRIBUTE } from '@/shared/ui/states/loading-motion';
import { CLIENT_LOADING_ID, dropLoadingViewOnceDrawn } from './take-over';
import { theme } from './theme';

/** The app: Mantine's style elements, and the screen once `shown` (not while the session is checked). */
function App(props: { shown: boolean }) {
  return <MantineProvider theme={theme}>{props.shown && <Text>Inicio</Text>}</MantineProvider>;
}

describe("a client screen's page: the loading view drawn at build time", () => {
  let reactRoot: Root | undefined;
  afterEach(() => {
    act(() => reactRoot?.unmount());
    document.body.replaceChildren();
  });

  function page() {
    const root = document.createElement('div');
    root.id = 'root';
    const view = document.createElement('div');
    view.id = CLIENT_LOADING_ID;
    view.textContent = 'Cargando...';
    document.body.append(root, view);
    return { root, view };
  }

  it("SHELL-14 stays while the app draws only Mantine's style elements, and goes once it draws the screen", async () => {
    const { root, view } = page();
    dropLoadingViewOnceDrawn(root);
    reactRoot = createRoot(root);
    act(() => reactRoot!.render(<App shown={false} />));
    await Promise.resolve();
    expect(root.children.length).toBeGreaterThan(0);
    expect([...root.children].every((child) => child.tagName === 'STYLE')).toBe(true);
    expect(view.isConnected).toBe(true);

    act(() => reactRoot!.render(<App shown />));
    await Promise.resolve();
    expect(root).toHaveTextContent('Inicio');
    // Hidden before the next paint, taken out of the page once it has painted.
    expect(view.hidden).toBe(true);
    await waitFor(() => expect(document.getElementById(CLIENT_LOADING_ID)).toBeNull());
  });

  it('SHELL-14 its spinner moves a second after it was shown, unless the app has drawn by then', () => {
    vi.useFakeTimers();
    try {
      const { root, view } = page();
      const status = document.createElement('div');
      status.dataset.state = 'loading';
      view.append(status);
      dropLoadingViewOnceDrawn(root);
      vi.advanceTimersByTime(LOADING_MOTION_DELAY_MS - 1);
      expect(status.hasAttribute(MOVING_ATTRIBUTE)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(status.hasAttribute(MOVING_ATTRIBUTE)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing on a page without one (the public pages, a host that answers every path with index.html)', () => {
    const root = document.createElement('div');
    document.body.append(root);
    expect(() => dropLoadingViewOnceDrawn(root)).not.toThrow();
  });
});
