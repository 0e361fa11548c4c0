import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library cannot register its own cleanup: unmount every app after a test,
// so a mounted app never reacts to the next test's session reset.
afterEach(cleanup);
