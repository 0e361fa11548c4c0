import * as React from 'react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LAPTOP_WIDTH, preferReducedMotion, showAt } from './viewport';

// Screens render against the real simulator, which may be slow on a busy machine: every findBy and waitFor
// of every screen test waits up to 8 s (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 8000 });

// Without vitest globals Testing Library cannot register its own cleanup: unmount every app after a test,
// so a mounted app never reacts to the next test's session reset.
afterEach(cleanup);

// Every test starts on a laptop's window that prefers reduced motion; a test that lays the page out on a phone,
// or that checks a transition, says so (showOnPhone, preferReducedMotion).
afterEach(() => {
  showAt(LAPTOP_WIDTH);
  preferReducedMotion(true);
});

// The app loads its message modals' provider on first use; loaded once here, so no screen's first message
// waits for the module itself.
await import('../src/app/overlays-host');

// React's development build captures an Error's stack for each element it creates (its owner stacks, for
// DevTools and the component stacks of warnings), up to 10,000 per render. Screens of Mantine components
// create tens of thousands of elements, and those captures took about a tenth of the screens' time. Held at
// that limit, React uses the one placeholder it uses past it: a warning still fails as before (setup.ts),
// its component stack names the components but not the owner that created each.
const reactInternals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { recentlyCreatedOwnerStacks: number };
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
  get: () => Number.POSITIVE_INFINITY,
  set: () => {},
});
