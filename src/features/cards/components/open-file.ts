import { trustedLink } from '@/shared/trusted-url';

/** The kinds of file an export is (CARD-20: 'xls' and 'pdf'), and the sheet formats a real server may send. */
const FILE_TYPES = new Set([
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
]);

/**
 * Opens a generated file (a card's movements export, CARD-22) in a new tab. Browsers refuse to open a data:
 * URL in a tab, and that is what the simulator's service worker answers (a worker cannot make blob URLs):
 * such a file is opened as a blob URL of this page instead, and only when it is a document or a sheet: a
 * blob URL is of the site's origin, and an HTML or SVG one would run as the site (CARD-44). A blob URL (what
 * the simulator makes in the page) opens as it is; any other URL only when the client follows it (https or
 * the site's own: trustedLink), never a javascript: one.
 */
export function openFile(url: string): void {
  const text = url.trim();
  if (/^data:/i.test(text)) {
    const file = dataUrlFile(text);
    if (file && FILE_TYPES.has(file.type)) window.open(URL.createObjectURL(file), '_blank');
    return;
  }
  const href = /^blob:/i.test(text) ? text : trustedLink(text);
  if (href) window.open(href, '_blank');
}

/**
 * A data: URL's content and media type (lower case, without parameters), read here rather than fetched: the
 * pages' Content-Security-Policy lets calls go to the site alone (connect-src), not to data: URLs.
 */
function dataUrlFile(url: string): Blob | null {
  const match = /^data:([^,]*),(.*)$/is.exec(url);
  if (!match) return null;
  const [type = '', ...params] = match[1]!.split(';');
  const body = match[2]!;
  try {
    const bytes = params.some((p) => p.trim().toLowerCase() === 'base64')
      ? Uint8Array.from(atob(body), (c) => c.charCodeAt(0))
      : new TextEncoder().encode(decodeURIComponent(body));
    return new Blob([bytes], { type: type.trim().toLowerCase() || 'text/plain' });
  } catch {
    return null;
  }
}
