import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_MESSAGE, watchNewVersion } from './new-version';
import NewVersionPrompt from './new-version-notice';
import { theme } from './theme';

/** A service worker as the page sees one: its state, its messages and its 'statechange'. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The page's registration and container: which worker is active, which waits, which controls the page. */
function browserWith(options: { controlled: boolean; waiting?: FakeWorker }) {
  const active = new FakeWorker('activated');
  const registration = Object.assign(new EventTarget(), {
    active,
    waiting: options.waiting ?? null,
    installing: null as FakeWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? active : null,
    ready: Promise.resolve(registration),
  });
  /** A new version's worker installs: 'updatefound', then 'installed' (it now waits). */
  const install = async () => {
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.waiting = worker;
    registration.installing = null;
    await act(async () => worker.become('installed'));
    return worker;
  };
  return { registration, container: container as unknown as ServiceWorkerContainer, install, raw: container };
}

let stop: (() => void) | undefined;
afterEach(() => act(() => stop?.()));

const renderPrompt = () =>
  render(
    <MantineProvider theme={theme}>
      <NewVersionPrompt />
    </MantineProvider>,
  );

describe('a new version of the site', () => {
  it('PWA-05 a worker that installs while another controls the page is announced, and "Actualizar" asks it to take over', async () => {
    const browser = browserWith({ controlled: true });
    const reload = vi.fn();
    renderPrompt();
    await act(async () => {
      stop = watchNewVersion(browser.container, reload);
      await browser.container.ready;
    });
    expect(screen.queryByText('Hay una versión nueva')).toBeNull();

    const worker = await browser.install();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Hay una versión nueva');
    // Nothing is taken before the click.
    expect(worker.messages).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(worker.messages).toEqual([UPDATE_MESSAGE]);
    expect(reload).not.toHaveBeenCalled();

    // The new worker now controls the page: it reloads, once.
    browser.raw.controller = worker as unknown as FakeWorker & ServiceWorker;
    browser.raw.dispatchEvent(new Event('controllerchange'));
    browser.raw.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('PWA-05 a version already waiting when the page opens is announced; "Más tarde" puts the notice away', async () => {
    const waiting = new FakeWorker('installed');
    const browser = browserWith({ controlled: true, waiting });
    renderPrompt();
    await act(async () => {
      stop = watchNewVersion(browser.container, vi.fn());
      await browser.container.ready;
    });
    expect(screen.getByRole('status')).toHaveTextContent('Hay una versión nueva');
    await userEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByText('Hay una versión nueva')).toBeNull();
    expect(waiting.messages).toEqual([]);
  });

  it('PWA-05 SRV-70 the first worker of a first visit is no new version: no notice, and taking the page reloads nothing', async () => {
    const browser = browserWith({ controlled: false });
    const reload = vi.fn();
    renderPrompt();
    await act(async () => {
      stop = watchNewVersion(browser.container, reload);
      await browser.container.ready;
    });
    browser.raw.controller = browser.registration.active;
    browser.raw.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText('Hay una versión nueva')).toBeNull();
  });
});
