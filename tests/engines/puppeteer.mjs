/**
 * The journey's Driver for the engines puppeteer-core drives: Debian's firefox-esr over WebDriver BiDi (its
 * default protocol for Firefox) and Debian's Chromium over CDP, headless, each in a fresh temporary profile
 * that puppeteer writes and removes. A fresh profile allows service workers on http://127.0.0.1 (a secure
 * context), so the simulator's worker installs as it would for a visitor.
 */
import { execFileSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const FIREFOX = '/usr/bin/firefox-esr';

/** Wide enough for the invest modal's three sections side by side (62em) and the desktop menu. */
// A desktop monitor, as the e2e run's (playwright.config.ts): the primary market's thirteen columns are a table.
const VIEWPORT = { width: 1920, height: 1080 };

/** How long closing the browser may take before its process is killed. */
const CLOSE_TIMEOUT_MS = 15_000;

/**
 * Starts Firefox and returns the journey's Driver over its first tab.
 *
 * @param {{ executablePath?: string }} [options]
 * @returns {Promise<import('./journey.mjs').Driver>}
 */
export async function launchFirefox({ executablePath = FIREFOX } = {}) {
  const browser = await puppeteer.launch({
    ...COMMON,
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    extraPrefsFirefox: {
      // Spell out what the journey relies on, in case a distribution default ever turns it off.
      'dom.serviceWorkers.enabled': true,
      'dom.indexedDB.enabled': true,
    },
  });
  // The binary's own words tell an ESR apart ('Mozilla Firefox 153.8.0esr'); the protocol says '153.8.0'.
  const protocolVersion = (await browser.version()).replace(/^firefox\//i, '');
  let version = protocolVersion;
  try {
    const said = execFileSync(executablePath, ['--version'], { encoding: 'utf8' });
    if (/\d+(\.\d+)+esr\b/.test(said)) version = `ESR ${protocolVersion}`;
  } catch {
    // the protocol's version is enough
  }
  return driverOf('firefox', version, browser);
}

/**
 * Starts Chromium and returns the journey's Driver over its first tab: the same journey as in the other two
 * engines, so the three lines of the run compare like with like.
 *
 * @param {{ executablePath?: string }} [options]
 * @returns {Promise<import('./journey.mjs').Driver>}
 */
export async function launchChromium({ executablePath = CHROMIUM_PATH } = {}) {
  const browser = await puppeteer.launch({
    ...COMMON,
    browser: 'chrome',
    executablePath,
    args: [...CHROMIUM_ARGS],
  });
  const version = (await browser.version()).replace(/^HeadlessChrome\/|^Chrome\//, '');
  return driverOf('chromium', version, browser);
}

/** What every launch shares. */
const COMMON = {
  headless: true,
  defaultViewport: VIEWPORT,
  // The runner stops the browser itself (quit below), on every way out.
  handleSIGINT: false,
  handleSIGTERM: false,
  handleSIGHUP: false,
};

/**
 * The Driver over a launched browser's first tab.
 *
 * @param {string} engine
 * @param {string} version
 * @param {import('puppeteer-core').Browser} browser
 * @returns {Promise<import('./journey.mjs').Driver>}
 */
async function driverOf(engine, version, browser) {
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // puppeteer applies defaultViewport to the tabs it opens, not to the one Firefox starts with.
  await page.setViewport(VIEWPORT);
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
  return {
    engine,
    version,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async url() {
      return page.url();
    },
    async evaluate(fn, ...args) {
      return page.evaluate(fn, ...args);
    },
    async element(fn, ...args) {
      const handle = await page.evaluateHandle(fn, ...args);
      const element = handle.asElement();
      if (element === null) await handle.dispose();
      return element;
    },
    async click(element) {
      try {
        await /** @type {import('puppeteer-core').ElementHandle} */ (element).click();
      } finally {
        await /** @type {import('puppeteer-core').ElementHandle} */ (element).dispose().catch(() => {});
      }
    },
    async type(element, text) {
      try {
        await /** @type {import('puppeteer-core').ElementHandle} */ (element).type(text);
      } finally {
        await /** @type {import('puppeteer-core').ElementHandle} */ (element).dispose().catch(() => {});
      }
    },
    async screenshot(path) {
      await page.screenshot({ path });
    },
    async quit() {
      const child = browser.process();
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_TIMEOUT_MS, 'timeout');
      });
      const closed = await Promise.race([browser.close().catch(() => 'failed'), timeout]);
      clearTimeout(timer);
      // A browser that did not close in time (or whose connection was already gone) is killed by its PID.
      if (closed !== undefined && child?.pid && child.exitCode === null) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}
