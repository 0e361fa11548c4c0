import { describe, expect, it } from 'vitest';
import {
  assetsRoute,
  cacheName,
  cachedAnswer,
  dropOtherVersions,
  fileFor,
  pageFor,
  type Precache,
  precacheFiles,
  readPrecache,
} from './offline';

/** The Cache API as a service worker has it, in memory: what these tests need of it. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  open(name: string): Promise<Cache> {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map<string, Response>()));
    const entries = store;
    return Promise.resolve({
      put: (url: string, response: Response) => {
        entries.set(url, response);
        return Promise.resolve();
      },
      match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
    } as unknown as Cache);
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.stores.keys()]);
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.stores.delete(name));
  }
  get asStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}

const SCOPE = 'https://ejemplo.test/demo/';
const files = [
  'index.html',
  'portal.html',
  'cotizador.html',
  'cliente/dashboard.html',
  'assets/index-abc.js',
  'assets/index-abc.css',
  'icons/icon-192.png',
  'proyectos/energia.svg',
];
const precache = (version: string): Precache => ({
  version,
  files: files.map((url) => ({ url, hash: `${version}-${url}` })),
});

/**
 * A static host: each file answers its own URL with its version's text, varying by Origin as a host with CORS
 * does; anything else is 404.
 */
function host(version: string, log: string[] = []) {
  return (request: Request) => {
    log.push(request.url);
    const file = request.url.slice(SCOPE.length);
    return Promise.resolve(
      files.includes(file)
        ? new Response(`${version}:${file}`, { headers: { 'Content-Type': 'text/plain', Vary: 'Origin' } })
        : new Response('', { status: 404 }),
    );
  };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the site offline (the worker stores and answers its version)', () => {
  it('PWA-03 pages: every address opens its prerendered page, a client screen its frame, any other the shell', () => {
    const set = new Set(files);
    expect(pageFor('/demo/', '/demo/', set)).toBe('index.html');
    expect(pageFor('/demo', '/demo/', set)).toBe('index.html');
    expect(pageFor('/demo/portal', '/demo/', set)).toBe('portal.html');
    expect(pageFor('/demo/portal/', '/demo/', set)).toBe('portal.html');
    expect(pageFor('/demo/cotizador.html', '/demo/', set)).toBe('cotizador.html');
    expect(pageFor('/demo/cliente/dashboard', '/demo/', set)).toBe('cliente/dashboard.html');
    expect(pageFor('/demo/cliente/movimientos', '/demo/', set)).toBe('index.html');
    expect(pageFor('/otra/portal', '/demo/', set)).toBeNull();
    expect(pageFor('/', '/', set)).toBe('index.html');
    expect(pageFor('/portal', '/', set)).toBe('portal.html');
    expect(fileFor(new URL('https://ejemplo.test/demo/assets/index-abc.js'), '/demo/', set)).toBe(
      'assets/index-abc.js',
    );
    expect(fileFor(new URL('https://ejemplo.test/demo/assets/otro.js'), '/demo/', set)).toBeNull();
  });

  it('PWA-03 install stores every file of the list in its version cache, and fails whole when one is missing', async () => {
    const caches = new MemoryCaches();
    const fetched: string[] = [];
    await precacheFiles(caches.asStorage, precache('v1'), SCOPE, host('v1', fetched));
    expect(fetched.sort()).toEqual(files.map((file) => SCOPE + file).sort());
    expect([...caches.stores.get(cacheName('v1'))!.keys()].sort()).toEqual(fetched);
    // Stored without its Vary: the browser's route looks a script up with the request it makes, whose Origin
    // header the stored request lacks. Its content and type are kept.
    const stored = await (await caches.open(cacheName('v1'))).match(`${SCOPE}assets/index-abc.js`);
    expect(stored!.headers.has('Vary')).toBe(false);
    expect(stored!.headers.get('Content-Type')).toBe('text/plain');
    await expect(stored!.text()).resolves.toBe('v1:assets/index-abc.js');
    // Asked again (each later visit asks), a whole version fetches nothing.
    await precacheFiles(caches.asStorage, precache('v1'), SCOPE, host('v1', fetched));
    expect(fetched).toHaveLength(files.length);

    const broken: Precache = {
      version: 'v2',
      files: [...precache('v2').files, { url: 'falta.js', hash: 'x' }],
    };
    await expect(precacheFiles(caches.asStorage, broken, SCOPE, host('v2'))).rejects.toThrow('falta.js: 404');
  });

  it('PWA-03 pages and files are answered from the cache with no network; calls and other hosts are not the cache’s', async () => {
    const caches = new MemoryCaches();
    const list = precache('v1');
    const set = new Set(files);
    await precacheFiles(caches.asStorage, list, SCOPE, host('v1'));
    const answer = (url: string, init?: RequestInit & { mode?: RequestMode }) => {
      // Node's Request refuses mode 'navigate': a navigation is told by its mode, as the browser gives it.
      const request = new Request(url, { ...init, mode: undefined });
      if (init?.mode) Object.defineProperty(request, 'mode', { value: init.mode });
      return cachedAnswer(caches.asStorage, list, set, SCOPE, request, offline);
    };
    await expect(
      (await answer(`${SCOPE}cliente/dashboard?listado=true`, { mode: 'navigate' }))!.text(),
    ).resolves.toBe('v1:cliente/dashboard.html');
    await expect((await answer(`${SCOPE}cliente/retiros`, { mode: 'navigate' }))!.text()).resolves.toBe(
      'v1:index.html',
    );
    await expect((await answer(`${SCOPE}assets/index-abc.js`))!.text()).resolves.toBe(
      'v1:assets/index-abc.js',
    );
    expect(answer(`${SCOPE}api/client/status`, { method: 'POST', body: '{}' })).toBeNull();
    expect(answer(`${SCOPE}assets/no-listado.js`)).toBeNull();
    expect(answer('https://otro.test/demo/assets/index-abc.js')).toBeNull();
  });

  it('PWA-05 a waiting version never touches the active one’s cache, and older caches go only when it is active', async () => {
    const caches = new MemoryCaches();
    const set = new Set(files);
    await precacheFiles(caches.asStorage, precache('v1'), SCOPE, host('v1'));
    await caches.open('otra-app');
    // The new version installs beside the old one: the old worker still answers the old version's files.
    await precacheFiles(caches.asStorage, precache('v2'), SCOPE, host('v2'));
    const old = cachedAnswer(
      caches.asStorage,
      precache('v1'),
      set,
      SCOPE,
      new Request(`${SCOPE}assets/index-abc.js`),
    );
    await expect((await old)!.text()).resolves.toBe('v1:assets/index-abc.js');
    // Activated, the new one drops the simulator's older caches and nothing else of the origin.
    await dropOtherVersions(caches.asStorage, 'v2');
    expect([...caches.stores.keys()].sort()).toEqual(['otra-app', cacheName('v2')]);
  });

  it('PWA-03 the browser reads the built files from the version’s cache itself, under the site’s base path', () => {
    expect(assetsRoute(SCOPE, 'v1')).toEqual({
      condition: { urlPattern: { pathname: '/demo/assets/*' }, requestMethod: 'GET' },
      source: { cacheName: cacheName('v1') },
    });
  });

  it('PWA-02 the worker reads the list its script was built with, and none in development', () => {
    expect(readPrecache({ __simulatorPrecache: precache('v1') })?.version).toBe('v1');
    expect(readPrecache({})).toBeNull();
  });
});
