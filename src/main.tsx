import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { setApiReady } from './shared/api/config';

// The simulator starts beside the first paint, never before it: screens render at once and only calls wait
// for the service worker. With VITE_API_MODE=real this branch and the whole simulator chunk are dropped.
if (import.meta.env.VITE_API_MODE !== 'real') {
  const delayMs = Number(import.meta.env.VITE_SIMULATOR_DELAY_MS ?? 250);
  setApiReady(import('../mocks/browser').then((m) => m.startSimulator(import.meta.env.BASE_URL, delayMs)));
}

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const root = document.getElementById('root')!;
// A prerendered screen (portal.html, cotizador.html: shown, but inert until now) is replaced once its route is
// ready, so the first render draws the same picture in one frame.
if (root.hasChildNodes()) await router.load();
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
root.removeAttribute('inert');
