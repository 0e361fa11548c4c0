import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens render against the real simulator, which may be slow on a busy machine: every findBy and waitFor
// of every screen test waits up to 8 s (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 8000 });

// jsdom has no layout: its scrollTo only prints "Not implemented" (the router scrolls on every navigation).
window.scrollTo = () => undefined;

// Without vitest globals Testing Library cannot register its own cleanup: unmount every app after a test,
// so a mounted app never reacts to the next test's session reset.
afterEach(cleanup);

// The app loads its message modals' provider on first use; loaded once here, so no screen's first message
// waits for the module itself.
await import('../src/app/overlays-host');
