#!/usr/bin/env node
/**
 * `node tests/engines/run.mjs <baseURL> [chromium|firefox|webkit ...]`: runs the prospect's journey
 * (journey.mjs: the root, a persona card, the dashboard, one investment, a reload) against a site that is
 * already served, in Chromium and Firefox (puppeteer.mjs) and in WebKit (webkit.mjs), one engine after the
 * other (all three by default), and prints one line per engine, e.g.
 *
 *   engines: firefox ESR 153.8.0 — journey passed in 11.4 s
 *
 * or the step that failed, the page's URL and a screenshot under test-results/engines/. Exits non-zero if any
 * engine failed. The rest of the browser suite (tests/e2e) runs in Chromium only.
 *
 * WebKitGTK needs an X display even to run a test: the runner starts its own Xvfb with -displayfd (the server
 * picks a free display number itself, so two runs cannot collide on one, as xvfb-run's guess can) and stops
 * it by its PID when the run ends, fails or is interrupted.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JourneyError, journey } from './journey.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCREENSHOTS = path.join(root, 'test-results/engines');
const ENGINES = ['chromium', 'firefox', 'webkit'];
/** How long Xvfb may take to say which display it took. */
const XVFB_START_MS = 15_000;

/** @param {string} message */
function log(message) {
  console.log(`[engines] ${message}`);
}

/** Processes this runner started itself (Xvfb), stopped by PID on every way out. */
const children = new Set();

/** Stops them and waits until they have exited (SIGKILL after 3 s), so no Xvfb outlives a run. */
async function stopChildrenAndWait() {
  const running = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  stopChildren();
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, 3_000, 'late');
  });
  if ((await Promise.race([Promise.all(exited), late])) === 'late') {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  clearTimeout(timer);
}

/** The last resort, on the process's exit: SIGTERM by PID, without waiting. */
function stopChildren() {
  for (const child of children) {
    children.delete(child);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

/** Drivers still open, closed on an interruption (their quit kills their processes by PID). */
const openDrivers = new Set();

process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    void Promise.allSettled([...openDrivers].map((d) => d.quit())).finally(() => {
      stopChildren();
      process.exit(130);
    });
  });
}

/**
 * Starts Xvfb on a display it chooses (-displayfd writes the number once it listens) and returns ':N'.
 *
 * @returns {Promise<string>}
 */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '2000x1200x24', '-nolisten', 'tcp', '-noreset'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
    );
    children.add(child);
    let said = '';
    let errors = '';
    const timer = setTimeout(
      () => fail(new Error(`Xvfb said no display within ${XVFB_START_MS} ms`)),
      XVFB_START_MS,
    );
    const fail = (error) => {
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGTERM');
      reject(new Error(`${error.message}${errors ? `: ${errors.trim()}` : ''}`));
    };
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`Xvfb exited with code ${code}`)));
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.stdio[3].on('data', (chunk) => {
      said += chunk;
      const number = said.match(/^(\d+)\n/)?.[1];
      if (number === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.on('exit', (code) => children.delete(child) && log(`Xvfb exited with code ${code}`));
      log(`Xvfb on :${number} (PID ${child.pid})`);
      resolve(`:${number}`);
    });
  });
}

/**
 * Starts an engine's browser and returns its Driver.
 *
 * @param {string} engine
 * @param {{ display?: string }} context
 * @returns {Promise<import('./journey.mjs').Driver>}
 */
async function launch(engine, context) {
  if (engine === 'chromium') {
    const { launchChromium } = await import('./puppeteer.mjs');
    return launchChromium();
  }
  if (engine === 'firefox') {
    const { launchFirefox } = await import('./puppeteer.mjs');
    return launchFirefox();
  }
  const { launchWebKit } = await import('./webkit.mjs');
  context.display ??= await startXvfb();
  return launchWebKit({ display: context.display });
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One engine's run: its line, and whether it passed.
 *
 * @param {string} engine
 * @param {string} baseURL
 * @param {{ display?: string }} context
 */
async function runEngine(engine, baseURL, context) {
  const started = performance.now();
  /** @type {import('./journey.mjs').Driver | undefined} */
  let driver;
  try {
    driver = await launch(engine, context);
    openDrivers.add(driver);
    const launched = performance.now();
    log(`${engine}: ${driver.version} started in ${seconds(launched - started)}`);
    const { project } = await journey(driver, baseURL, (step) => log(`${engine}: ${step}`));
    const took = performance.now() - launched;
    const line = `engines: ${engine} ${driver.version} — journey passed in ${seconds(took)}`;
    console.log(`${line} (invested in '${project}')`);
    return true;
  } catch (error) {
    const step = error instanceof JourneyError ? error.step : 'starting the browser';
    const who = [engine, driver?.version].filter(Boolean).join(' ');
    const lines = [`engines: ${who} — journey FAILED at step "${step}": ${error.message}`];
    if (driver) {
      lines.push(`  page URL: ${await driver.url().catch((e) => `(unknown: ${e.message})`)}`);
      mkdirSync(SCREENSHOTS, { recursive: true });
      const slug = step
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase();
      const file = path.join(SCREENSHOTS, `${engine}-${slug}.png`);
      lines.push(
        await driver.screenshot(file).then(
          () => `  screenshot: ${path.relative(process.cwd(), file)}`,
          (e) => `  screenshot: none (${e.message})`,
        ),
      );
    } else if (error.stack) {
      lines.push(error.stack);
    }
    console.log(lines.join('\n'));
    return false;
  } finally {
    if (driver) {
      await driver.quit();
      openDrivers.delete(driver);
    }
  }
}

async function main() {
  const [baseArg, ...asked] = process.argv.slice(2);
  if (!baseArg || asked.some((e) => !ENGINES.includes(e))) {
    console.error('usage: node tests/engines/run.mjs <baseURL> [chromium|firefox|webkit ...]');
    return 2;
  }
  const baseURL = new URL(baseArg).href;
  const engines = asked.length > 0 ? asked : ENGINES;
  const context = {};
  let failed = 0;
  for (const engine of engines) {
    if (!(await runEngine(engine, baseURL, context))) failed += 1;
  }
  return failed === 0 ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(`[engines] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await stopChildrenAndWait();
    process.exit(code);
  });
