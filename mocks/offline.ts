/**
 * The site offline (PWA-03..PWA-05): what the simulator's service worker (service-worker.ts) does with the site's
 * own files. The build writes the list of every file a visit may need, with each one's content hash, into
 * `simulator-worker.js` (scripts/simulator-worker-plugin.ts, `writePrecache`); the worker stores all of them in
 * one cache per version of the site when it installs, answers pages and files from that cache first, and drops
 * the caches of older versions only once it is the active worker. A page of one version therefore never loads a
 * file of another: the worker that controls it answers from its own version's cache.
 */

/** One file of the site, relative to its base, with the hash of its content. */
export interface PrecacheFile {
  readonly url: string;
  readonly hash: string;
}

/** What the build writes into the worker's script: the site's version and its files. */
export interface Precache {
  /** A hash of every file's name and content: a new one for every change of the site. */
  readonly version: string;
  readonly files: readonly PrecacheFile[];
}

/** The name under which the worker's script leaves the precache list on the worker's global scope. */
export const PRECACHE_GLOBAL = '__simulatorPrecache';

/** The prefix of the simulator's caches: other caches of the origin are never touched. */
export const CACHE_PREFIX = 'simulador-';

/** The cache of one version of the site. */
export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Reads the list the build wrote (none in development: the dev server's files change on every edit). */
export function readPrecache(scope: object): Precache | null {
  const value = (scope as Record<string, unknown>)[PRECACHE_GLOBAL] as Precache | undefined;
  return value && typeof value.version === 'string' && Array.isArray(value.files) ? value : null;
}

/**
 * The page a navigation to `pathname` opens, relative to the site's base `basePath` ('/' or '/demo/'): the
 * prerendered page of that address ('/portal' is portal.html, '/cliente/dashboard' cliente/dashboard.html,
 * '/' index.html), or for an address with no page of its own the app's shell, index.html, as a static host
 * that answers every path with index.html does. Null when the address is outside the site.
 */
export function pageFor(pathname: string, basePath: string, files: ReadonlySet<string>): string | null {
  const root = basePath.replace(/\/$/, '');
  if (pathname !== root && !pathname.startsWith(`${root}/`)) return null;
  const relative = pathname.slice(root.length).replace(/^\/+|\/+$/g, '');
  if (relative === '') return 'index.html';
  for (const candidate of [relative, `${relative}.html`, `${relative}/index.html`]) {
    if (candidate.endsWith('.html') && files.has(candidate)) return candidate;
  }
  return 'index.html';
}

/** The file of the list a request for `url` asks for, relative to the base, or null when it is not in it. */
export function fileFor(url: URL, basePath: string, files: ReadonlySet<string>): string | null {
  if (!url.pathname.startsWith(basePath)) return null;
  const relative = decodeURI(url.pathname.slice(basePath.length));
  return files.has(relative) ? relative : null;
}

/**
 * The rule by which the browser answers a GET of the site's built files (`assets/`, hashed scripts and styles)
 * from this version's cache without running the worker's script (the static routing of service workers); on a
 * miss (a file not stored yet) it goes to the network, as the worker's own answer does.
 */
export function assetsRoute(scopeUrl: string, version: string) {
  return {
    condition: { urlPattern: { pathname: `${new URL(scopeUrl).pathname}assets/*` }, requestMethod: 'GET' },
    source: { cacheName: cacheName(version) },
  };
}

/**
 * Stores every file of the list that this version's cache lacks, each fetched past the HTTP cache's stale
 * copies (so asking again costs nothing once it is whole). It rejects when any file cannot be fetched: a new
 * version's install then fails whole, and the browser tries again on a later visit.
 */
export async function precacheFiles(
  caches: CacheStorage,
  precache: Precache,
  scopeUrl: string,
  fetchFile: (request: Request) => Promise<Response> = (request) => fetch(request),
): Promise<void> {
  const cache = await caches.open(cacheName(precache.version));
  await Promise.all(
    precache.files.map(async ({ url }) => {
      const request = new Request(new URL(url, scopeUrl).href, { cache: 'no-cache' });
      if (await cache.match(request.url)) return;
      const response = await fetchFile(request);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      // A page answered after a redirect cannot answer a navigation: it is stored as a plain answer. Nor is a
      // 'Vary' kept (a host's 'Vary: Origin'): the browser looks a script up in this cache with the request it
      // makes, whose Origin header the stored request lacks, so any Vary would keep it from being found.
      if (!response.redirected && !response.headers.has('Vary')) return cache.put(request.url, response);
      const headers = new Headers(response.headers);
      headers.delete('Vary');
      await cache.put(request.url, new Response(await response.blob(), { status: response.status, headers }));
    }),
  );
}

/** Deletes the simulator's caches of every version but `version`: called once that version's worker is active. */
export async function dropOtherVersions(caches: CacheStorage, version: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName(version))
      .map((name) => caches.delete(name)),
  );
}

/**
 * How the worker answers a GET of the site that is not a call: the cached copy of this version's page or file,
 * and the network only when the cache has lost it (a browser that cleared it under storage pressure). Null when
 * the request is not one of the site's files (another host, a path the list does not have): the browser
 * fetches it as if there were no worker.
 */
export function cachedAnswer(
  caches: CacheStorage,
  precache: Precache,
  files: ReadonlySet<string>,
  scopeUrl: string,
  request: Request,
  fetchFile: (request: Request) => Promise<Response> = (r) => fetch(r),
): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const scope = new URL(scopeUrl);
  if (url.origin !== scope.origin) return null;
  const file =
    request.mode === 'navigate'
      ? pageFor(url.pathname, scope.pathname, files)
      : fileFor(url, scope.pathname, files);
  if (!file) return null;
  return caches
    .open(cacheName(precache.version))
    .then((cache) => cache.match(new URL(file, scopeUrl).href))
    .then((cached) => cached ?? fetchFile(request));
}
