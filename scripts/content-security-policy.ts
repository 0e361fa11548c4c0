import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VIDEO_FRAME_ORIGINS } from '../src/shared/trusted-url.ts';

/**
 * The site's Content-Security-Policy (docs/architecture.md, 'What the client trusts'). Scripts run only from
 * the site's own files and, inline, only the early scripts each page was built with (by their SHA-256, computed
 * here from the page itself); calls go only to the site (the simulator answers them there) or, in real-API
 * mode, to the API's origin; frames only the video players the client embeds; no plugins; no `<base>` or form
 * posted elsewhere. Styles allow inline ones: Mantine writes its CSS variables in `<style>` elements and its
 * style props as `style` attributes. Images may come from any https host: an issuer's project picture.
 */
export interface PolicyOptions {
  /** The origin of VITE_API_URL in real-API mode; null when the simulator answers. */
  apiOrigin: string | null;
}

/** The inline scripts of a page, as the browser hashes them (the exact text between the tags). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy of a page whose inline scripts are `scripts`. */
export function policyFor(scripts: readonly string[], { apiOrigin }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'unsafe-inline' only for browsers older than hashes (CSP 1): one that knows hashes ignores it.
    ['script-src', "'self'", ...new Set(scripts.map(sha256)), "'unsafe-inline'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'https:', 'data:', 'blob:'],
    ['connect-src', "'self'", ...(apiOrigin ? [apiOrigin] : [])],
    ['frame-src', ...VIDEO_FRAME_ORIGINS],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** What only a header can say (a `<meta>` policy ignores it): no other site may frame the product. */
export const HEADER_ONLY = "frame-ancestors 'none'";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * Puts each page's policy first in its head (a `<meta>` applies to what follows it), and writes `_headers`
 * (the format of Netlify and Cloudflare Pages) with the same policy per page and `frame-ancestors`, for a host
 * that sends it as a header. `base` is the site's base path.
 */
export function applyContentSecurityPolicy(outDir: string, base: string, options: PolicyOptions): void {
  const rules: string[] = [];
  for (const file of htmlFiles(outDir).sort()) {
    const html = readFileSync(file, 'utf8');
    // A page that has its policy already (a second pass over the same folder) keeps it.
    const written = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    const policy = written ?? policyFor(inlineScripts(html), options);
    if (!written) {
      // After the charset, which must stay within the first bytes; before every script and style.
      const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
      if (!charset) throw new Error(`content-security-policy: ${file} declares no charset`);
      const at = charset.index + charset[0].length;
      const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`;
      writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
    }
    const page = path.relative(outDir, file).split(path.sep).join('/');
    const paths = page === 'index.html' ? ['', 'index.html'] : [page, page.replace(/\.html$/, '')];
    for (const p of paths) rules.push(`${base}${p}\n  Content-Security-Policy: ${policy}; ${HEADER_ONLY}`);
  }
  writeFileSync(path.join(outDir, '_headers'), `${rules.join('\n')}\n`);
}

/**
 * `vite preview` sends the headers the build wrote in `_headers`, as the hosts that read that file do: the site
 * is tried (e2e, Lighthouse) with its policy as a header, not only as the pages' `<meta>`.
 */
export function contentSecurityPolicyHeaders(): Plugin {
  return {
    name: 'content-security-policy-headers',
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, '_headers');
      const rules = new Map<string, [string, string][]>();
      if (existsSync(file)) {
        let current: [string, string][] = [];
        for (const line of readFileSync(file, 'utf8').split('\n')) {
          if (line.trim() === '') continue;
          if (!/^\s/.test(line)) rules.set(line.trim(), (current = []));
          else {
            const colon = line.indexOf(':');
            current.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
          }
        }
      }
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of rules.get(pathname) ?? []) res.setHeader(name, value);
        next();
      });
    },
  };
}
