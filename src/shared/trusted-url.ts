/**
 * Which URLs that come from the server the client links to, loads or frames. Pointed at a real API, a
 * project's `imagen`, `pdf_oferente`, `brouchure` and `video` are written by issuers: the client follows such
 * a URL only when it is https or the site's own (a relative path is a path on the site, which may be served
 * under a sub-path), and frames only the players of VIDEO_FRAME_ORIGINS. `javascript:`, `data:`, `blob:`,
 * `file:` and http on another origin are refused: never put into an href or a src, so never fetched.
 *
 * No browser or React import, and nothing read at load: a Node build script may import VIDEO_FRAME_ORIGINS
 * (the Content-Security-Policy's frame-src).
 */

/** The only origins the client puts into an iframe: the privacy-enhanced YouTube player and Vimeo's. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const [YOUTUBE_PLAYER, VIMEO_PLAYER] = VIDEO_FRAME_ORIGINS;

/** The page's own address: the document's base URL in a browser. */
const pageAddress = () => globalThis.document?.baseURI ?? globalThis.location?.href ?? 'http://localhost/';

/** The site's base as an absolute URL (the app may be served under a sub-path such as /demo/). */
export function siteBase(base = import.meta.env.BASE_URL, page = pageAddress()): URL {
  return new URL(base, page);
}

/**
 * The URL parsed against the site's base, and whether it is the site's own, when the client may follow it:
 * https, or the site's own origin with the site's own scheme (a `blob:` URL has the site's origin too, and is
 * refused). `new URL` drops surrounding spaces and control characters and lower-cases the scheme, so what is
 * checked is what a browser would open.
 */
function parseTrusted(link: string | null | undefined, base: string, page: string) {
  const text = link?.trim() ?? '';
  if (text === '') return null;
  const site = siteBase(base, page);
  let url: URL;
  try {
    url = new URL(text, site);
  } catch {
    return null;
  }
  const own = url.protocol === site.protocol && url.origin === site.origin;
  return url.protocol === 'https:' || own ? { url, own } : null;
}

/**
 * The URL to link to (or load, for an image) for a URL the server sent, absolute, or null when the client
 * does not follow it. Relative paths resolve against the site's base ('documentos/a.pdf' under /demo/ is
 * /demo/documentos/a.pdf); a protocol-relative '//host/a.pdf' takes the page's scheme, so on an https site it
 * is an https link to that host.
 */
export function trustedLink(
  link: string | null | undefined,
  base = import.meta.env.BASE_URL,
  page = pageAddress(),
): string | null {
  return parseTrusted(link, base, page)?.url.href ?? null;
}

/** How the client shows a video: in a known player, as the site's own file, or as a link to where it is. */
export type VideoEmbed =
  | { kind: 'youtube'; src: string }
  | { kind: 'vimeo'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string; host: string };

/** A video the client plays itself: in a player's iframe, or the site's own file in a video element. */
export type PlayableVideo = Exclude<VideoEmbed, { kind: 'link' }>;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIDEO_FILE = /\.(mp4|webm|ogg)$/i;

/** The video id of youtube.com/watch?v=, youtube.com/embed/ and youtu.be/ addresses, when well formed. */
function youtubeId(url: URL): string | null {
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  else if (YOUTUBE_HOSTS.has(url.hostname))
    id =
      url.pathname === '/watch' ? url.searchParams.get('v') : /^\/embed\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The video number of vimeo.com/<digits> and player.vimeo.com/video/<digits> addresses. */
function vimeoId(url: URL): string | null {
  if (VIMEO_HOSTS.has(url.hostname)) return /^\/(\d+)\/?$/.exec(url.pathname)?.[1] ?? null;
  if (url.hostname === 'player.vimeo.com') return /^\/video\/(\d+)\/?$/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * How to show a project's video, or null when it is not https nor the site's own (not shown, never fetched).
 * YouTube and Vimeo addresses play in their players (VIDEO_FRAME_ORIGINS), the site's own .mp4/.webm/.ogg
 * files in a video element; any other https address is only linked to, saying its host.
 */
export function videoEmbed(
  link: string | null | undefined,
  base = import.meta.env.BASE_URL,
  page = pageAddress(),
): VideoEmbed | null {
  const trusted = parseTrusted(link, base, page);
  if (!trusted) return null;
  const { url, own } = trusted;
  if (url.protocol === 'https:') {
    const youtube = youtubeId(url);
    if (youtube) return { kind: 'youtube', src: `${YOUTUBE_PLAYER}/embed/${youtube}` };
    const vimeo = vimeoId(url);
    if (vimeo) return { kind: 'vimeo', src: `${VIMEO_PLAYER}/video/${vimeo}` };
  }
  if (own && VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: url.href };
  return { kind: 'link', href: url.href, host: url.host };
}
