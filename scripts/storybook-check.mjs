#!/usr/bin/env node
/**
 * npm run check:storybook: every story of the built Storybook (storybook-static/, `npm run build-storybook`),
 * served as static files and opened in Chromium as a designer opens it, not through the test runner: at
 * Storybook's own latency, one story after another in the same preview (as the sidebar switches them), each
 * at the width its `globals.viewport` names. Counts the stories, the ones that failed to render, the play
 * functions that failed, and the images that did not load. Exits 1 when anything failed.
 *
 *   node scripts/storybook-check.mjs [--only <text>,<text>]   (--only: the stories whose id contains one)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { childProcesses, portIsFree, waitUntilAnswering } from './child-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const PORT = 4347;
const BASE = `http://${HOST}:${PORT}/`;
/** The viewports the stories name (storybook/viewport's and the preview's own); the rest at a laptop's width. */
const VIEWPORTS = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  monitor: { width: 1920, height: 1080 }, // .storybook/preview.tsx's own
};
const DESKTOP = { width: 1280, height: 800 };
const STORY_TIMEOUT_MS = 30_000;

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;

/** In the preview: renders one story as the sidebar does and resolves with how it ended. */
function renderStory({ id, timeoutMs }) {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const text = (value) =>
    String(value?.message ?? value?.description ?? value?.title ?? JSON.stringify(value) ?? value).slice(
      0,
      400,
    );
  return new Promise((resolve) => {
    const listeners = {};
    const finish = (result) => {
      clearTimeout(timer);
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      resolve(result);
    };
    const on = (event, listener) => {
      listeners[event] = listener;
      channel.on(event, listener);
    };
    on('storyErrored', (error) => finish({ status: 'render error', detail: text(error) }));
    on('storyThrewException', (error) => finish({ status: 'render error', detail: text(error) }));
    on('storyMissing', () => finish({ status: 'render error', detail: 'story missing' }));
    on('playFunctionThrewException', (error) => finish({ status: 'play failed', detail: text(error) }));
    on('storyFinished', (payload) => {
      if (payload.storyId !== id) return;
      finish(
        payload.status === 'success'
          ? { status: 'ok' }
          : { status: 'play failed', detail: 'storyFinished: error' },
      );
    });
    const timer = setTimeout(
      () => finish({ status: 'play failed', detail: `not finished in ${timeoutMs} ms` }),
      timeoutMs,
    );
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
}

/** In the preview: the images of the story that did not load, once every image has settled. */
async function brokenImages() {
  const deadline = Date.now() + 3_000;
  while ([...document.images].some((img) => !img.complete) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  return [...document.images]
    .filter((img) => img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
    .map((img) => img.getAttribute('src'));
}

async function main() {
  if (!(await portIsFree(PORT, HOST))) throw new Error(`port ${PORT} is taken`);
  const { start, stopAll } = childProcesses({ cwd: root, log: () => {} });
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const server = start(
    [vite, 'preview', '--outDir', 'storybook-static', '--host', HOST, '--port', String(PORT), '--strictPort'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const failures = [];
  let count = 0;
  try {
    await waitUntilAnswering(`${BASE}iframe.html`, server, 30_000, 'storybook-root');
    const index = await (await fetch(`${BASE}index.json`)).json();
    const stories = Object.values(index.entries).filter(
      (entry) => entry.type === 'story' && (!only || only.some((text) => entry.id.includes(text))),
    );
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'es-ES' });
    await page.goto(`${BASE}iframe.html?viewMode=story&id=${stories[0].id}`);
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, null, {
      timeout: 60_000,
    });
    for (const story of stories) {
      const started = Date.now();
      const viewport = await page.evaluate(async (storyId) => {
        const loaded = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
        return loaded.storyGlobals?.viewport?.value ?? null;
      }, story.id);
      const size = VIEWPORTS[viewport] ?? DESKTOP;
      const current = page.viewportSize();
      if (current.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
      const result = await page.evaluate(renderStory, { id: story.id, timeoutMs: STORY_TIMEOUT_MS });
      const images = result.status === 'ok' ? await page.evaluate(brokenImages) : [];
      if (images.length) Object.assign(result, { status: 'broken image', detail: images.join(', ') });
      count += 1;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (result.status !== 'ok') {
        failures.push({ id: story.id, ...result });
        console.log(`✗ ${story.id} (${size.width} px, ${seconds} s): ${result.status}: ${result.detail}`);
      } else if (process.env.VERBOSE) console.log(`✓ ${story.id} (${seconds} s)`);
    }
  } finally {
    await browser.close();
    stopAll();
  }
  const by = (status) => failures.filter((f) => f.status === status).length;
  console.log(
    `${count} stories: ${by('render error')} render errors, ${by('play failed')} failed interactions, ` +
      `${by('broken image')} with broken images`,
  );
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
