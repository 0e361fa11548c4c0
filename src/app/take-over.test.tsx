import { MantineProvider, Text } from '@mantine/core';
import { act, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('does nothing on a page without one (the public pages, a host that answers every path with index.html)', () => {
    const root = document.createElement('div');
    document.body.append(root);
    expect(() => dropLoadingViewOnceDrawn(root)).not.toThrow();
  });
});
