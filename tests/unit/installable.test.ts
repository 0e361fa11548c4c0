import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { PRECACHE_GLOBAL, readPrecache } from '../../mocks/offline';
import { SIGN_IN_PATH, UPDATE_MESSAGE as WORKER_UPDATE_MESSAGE } from '../../mocks/worker-protocol';
import { precacheList, writePrecache } from '../../scripts/simulator-worker-plugin';
import { UPDATE_MESSAGE as PAGE_UPDATE_MESSAGE } from '../../src/app/new-version';
import { toHex, tokens } from '../../src/app/tokens';
import { authenticate } from '../../src/contract/auth';

const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'public/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  id: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** A small built site: pages, chunks, images and the files a visit never needs. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precache-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('index.html', '<html>inicio</html>');
  write('portal.html', '<html>portal</html>');
  write('cliente/dashboard.html', '<html>panel</html>');
  write('assets/index-abc.js', 'console.log(1)');
  write('assets/index-abc.css', 'body{}');
  write('assets/simulator-server-123.js', 'self.x=1');
  write('icons/icon-192.png', 'png');
  write('documentos/catalogo.pdf', '%PDF');
  write('openapi.json', '{}');
  write('_headers', '/ x');
  write('robots.txt', 'User-agent: *');
  write('.vite/manifest.json', '{}');
  write('simulator-worker.js', 'importScripts("assets/simulator-server-123.js");\n');
  return dir;
}

describe('installable and offline: the manifest and the precache list', () => {
  it('PWA-01 the manifest: Spanish name, relative start and scope (a sub-path too), standalone, the theme’s colours and the icons', () => {
    expect(manifest.name).toBe('Plataforma de Inversión');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.lang).toBe('es');
    // Relative to the manifest's own address, so the site under /demo/ installs as /demo/.
    expect([manifest.start_url, manifest.scope, manifest.id]).toEqual(['./', './', './']);
    expect(manifest.display).toBe('standalone');
    const primary = tokens.colors.primary;
    expect(manifest.theme_color).toBe(DEFAULT_THEME.colors[primary.mantine][primary.shade]);
    expect(manifest.background_color).toBe(toHex(DEFAULT_THEME.white));
    const icons = manifest.icons.map((icon) => [
      icon.sizes,
      icon.purpose,
      pngSize(path.join(root, 'public', icon.src)),
    ]);
    expect(icons).toEqual([
      ['192x192', 'any', '192x192'],
      ['512x512', 'any', '512x512'],
      ['512x512', 'maskable', '512x512'],
    ]);
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(pngSize(path.join(root, 'public/icons/apple-touch-icon.png'))).toBe('180x180');
    // The tab's icon is a PNG of the size it declares: an SVG icon is a document of its own, which the browser
    // builds on the page's main thread in the middle of every load.
    const tabIcons = [...html.matchAll(/<link rel="icon" ([^>]*)\/>/g)].map((match) => match[1] ?? '');
    expect(tabIcons.length).toBeGreaterThan(0);
    for (const attributes of tabIcons) {
      const size = /sizes="(\d+x\d+)"/.exec(attributes)?.[1];
      const href = /href="\/([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(attributes).toContain('type="image/png"');
      expect(pngSize(path.join(root, 'public', href))).toBe(size);
    }
  });

  it('PWA-02 the list names every page, chunk, image and document with its content hash, and not what a visit never needs', () => {
    const dir = builtSite();
    const { version, files } = precacheList(dir);
    expect(files.map((file) => file.url)).toEqual([
      'assets/index-abc.css',
      'assets/index-abc.js',
      'assets/simulator-server-123.js',
      'cliente/dashboard.html',
      'documentos/catalogo.pdf',
      'icons/icon-192.png',
      'index.html',
      'portal.html',
    ]);
    expect(new Set(files.map((file) => file.hash)).size).toBe(files.length);
    // Any change of any file is a new version; the same files are the same version.
    expect(precacheList(dir).version).toBe(version);
    writeFileSync(path.join(dir, 'portal.html'), '<html>portal 2</html>');
    expect(precacheList(dir).version).not.toBe(version);
  });

  it('PWA-02 the worker’s script carries the list before its server, once, however often the build writes it', () => {
    const dir = builtSite();
    writePrecache(dir);
    writePrecache(dir);
    const script = readFileSync(path.join(dir, 'simulator-worker.js'), 'utf8');
    const lines = script.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('importScripts("assets/simulator-server-123.js");');
    const assignment = new RegExp(`^self\\.${PRECACHE_GLOBAL}=(.*);$`).exec(lines[0]!);
    const scope = { [PRECACHE_GLOBAL]: JSON.parse(assignment![1]!) as unknown };
    expect(readPrecache(scope)).toEqual(precacheList(dir));
  });

  it('PWA-05 the page and the worker agree on the message that takes a new version', () => {
    expect(PAGE_UPDATE_MESSAGE).toBe(WORKER_UPDATE_MESSAGE);
  });

  it('PWA-03 a first visit stores the site once the visitor signs in: the page watches the contract’s sign-in call', () => {
    expect(SIGN_IN_PATH).toBe(authenticate.path);
  });
});
