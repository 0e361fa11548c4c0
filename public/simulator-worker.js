/**
 * The simulator's service worker (SRV-52): MSW's worker script, mockServiceWorker.js, which `msw init`
 * regenerates on every install and is never edited, plus three changes that keep every tab of the site under
 * it. This file is what mocks/browser.ts registers.
 *
 * 1. It never unregisters itself. MSW's script unregisters when the last tab it knows of unloads; a tab that
 *    is loading at that moment (a new tab right after another's reload, a sign-out and reload) then comes up
 *    uncontrolled, and its calls reach the static host, which answers index.html.
 * 2. A page that came up uncontrolled asks to be taken ('SIMULATOR_CLAIM'), and is, without a reload.
 * 3. A call to /api/ from a tab that the worker has forgotten (the browser stopped the idle worker, or the tab
 *    sent MSW's 'CLIENT_CLOSED' on a beforeunload and stayed) makes it known again, so the call goes to that
 *    tab's handlers instead of the network. A tab sends /api/ calls only once its simulator is running.
 */
/* global activeClientIds */

self.registration.unregister = () => Promise.resolve(false);

self.addEventListener('message', (event) => {
  if (event.data === 'SIMULATOR_CLAIM') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  if (!event.clientId || event.request.mode === 'navigate') return;
  if (!new URL(event.request.url).pathname.includes('/api/')) return;
  // Declared by mockServiceWorker.js below, in the scope all of this worker's scripts share.
  activeClientIds.add(event.clientId);
});

self.importScripts('./mockServiceWorker.js');
