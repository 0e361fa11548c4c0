/**
 * The journey's Driver for WebKit: Debian's WebKitGTK through its WebKitWebDriver (package
 * webkit2gtk-driver), spoken to over classic W3C WebDriver HTTP with Node's own fetch, so no client library
 * is needed. The driver starts MiniBrowser (package libwebkit2gtk-4.1-0) in automation mode, which keeps its
 * website data (IndexedDB, the service worker's registration) in an ephemeral session of its own: every run
 * starts as a first visit, and nothing is left on disk.
 *
 * WebKitGTK draws into a real X window: the caller passes the display (the runner starts Xvfb for it).
 *
 * The driver is started in a process group of its own. MiniBrowser and WebKit's web and network processes
 * inherit that group, and some outlive the session (re-parented to init once MiniBrowser exits), so quit()
 * stops every process of the group by its PID, read from /proc, whatever happened before.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** WebDriver's key for an element reference in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** Wide enough for the invest modal's three sections side by side (62em) and the desktop menu. */
// A desktop monitor, as the e2e run's (playwright.config.ts): the primary market's thirteen columns are a table.
const WINDOW = { width: 1920, height: 1080 };
/** How long the driver may take to answer /status, and any one command to answer. */
const DRIVER_START_MS = 15_000;
const COMMAND_MS = 90_000;
/** How long processes get to end on SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 3_000;

/** A WebDriver error answer; `error` is the spec's code ('no such element', 'element click intercepted'). */
export class WebDriverError extends Error {
  /**
   * @param {string} error
   * @param {string} message
   */
  constructor(error, message) {
    super(`${error}: ${message}`);
    this.name = 'WebDriverError';
    this.error = error;
  }
}

/** A free TCP port on the loopback, for the driver to listen on. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The PIDs of the processes in a process group, from /proc (the group id is the driver's PID).
 *
 * @param {number} group
 * @returns {number[]}
 */
function processesInGroup(group) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, ppid, pgrp, ...
      const [, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === group) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to each PID, then SIGKILL to those still there after a grace period.
 *
 * @param {number[]} pids
 */
async function stopProcesses(pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + STOP_GRACE_MS;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids.filter(alive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * Starts WebKitWebDriver and MiniBrowser on `display` and returns the journey's Driver over the session.
 *
 * @param {{ display: string, binary?: string }} options
 * @returns {Promise<import('./journey.mjs').Driver>}
 */
export async function launchWebKit({ display, binary = MINIBROWSER }) {
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // NO_AT_BRIDGE: there is no accessibility bus here, and GTK would wait for one.
    env: { ...process.env, DISPLAY: display, NO_AT_BRIDGE: '1' },
  });
  const group = /** @type {number} */ (child.pid);
  /** The driver's and the browser's last lines of output, told when starting fails. */
  const output = [];
  const keep = (chunk) => {
    output.push(...String(chunk).split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopProcesses(processesInGroup(group));
    if (alive(group)) await stopProcesses([group]);
  };

  const server = `http://127.0.0.1:${port}`;
  /**
   * One WebDriver command; its `value`, or a WebDriverError.
   *
   * @param {'GET' | 'POST' | 'DELETE'} method
   * @param {string} path
   * @param {unknown} [body]
   */
  async function command(method, path, body, timeoutMs = COMMAND_MS) {
    const response = await fetch(`${server}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const { value } = await response.json();
    if (!response.ok || (value && typeof value === 'object' && 'error' in value)) {
      throw new WebDriverError(value?.error ?? `HTTP ${response.status}`, value?.message ?? '');
    }
    return value;
  }

  let session = '';
  let version;
  try {
    const deadline = Date.now() + DRIVER_START_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${child.exitCode}`);
      const ready = await command('GET', '/status', undefined, 2_000).then(
        (status) => status?.ready === true,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline)
        throw new Error(`WebKitWebDriver did not answer within ${DRIVER_START_MS} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const created = await command('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          // The driver starts this browser with these arguments; --automation lets it be driven.
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
          pageLoadStrategy: 'normal',
          timeouts: { pageLoad: 60_000, script: 30_000, implicit: 0 },
        },
      },
    });
    session = `/session/${created.sessionId}`;
    const { browserName, browserVersion } = created.capabilities;
    version = `WebKitGTK ${browserVersion} (${browserName})`;
    await command('POST', `${session}/window/rect`, WINDOW);
  } catch (error) {
    await stop();
    const tail = output.length > 0 ? `\n${output.map((line) => `    ${line}`).join('\n')}` : '';
    throw new Error(`${error.message}${tail}`, { cause: error });
  }

  /**
   * The script WebDriver runs: the function's source applied to the arguments.
   *
   * @param {(...args: any[]) => any} fn
   * @param {unknown[]} args
   */
  const execute = (fn, args) =>
    command('POST', `${session}/execute/sync`, {
      script: `return (${String(fn)}).apply(null, arguments);`,
      args,
    });
  /** @param {unknown} element */
  const elementId = (element) => /** @type {Record<string, string>} */ (element)[ELEMENT];

  return {
    engine: 'webkit',
    version,
    async goto(url) {
      await command('POST', `${session}/url`, { url });
    },
    async reload() {
      await command('POST', `${session}/refresh`);
    },
    async url() {
      return command('GET', `${session}/url`);
    },
    async evaluate(fn, ...args) {
      return execute(fn, args);
    },
    async element(fn, ...args) {
      const value = await execute(fn, args);
      return value && typeof value === 'object' && ELEMENT in value ? value : null;
    },
    async click(element) {
      await command('POST', `${session}/element/${elementId(element)}/click`);
    },
    async type(element, text) {
      await command('POST', `${session}/element/${elementId(element)}/value`, { text });
    },
    async screenshot(path) {
      const png = await command('GET', `${session}/screenshot`);
      await writeFile(path, Buffer.from(png, 'base64'));
    },
    async quit() {
      // Ending the session closes MiniBrowser; the processes are stopped by PID whether it worked or not.
      await command('DELETE', session, undefined, 10_000).catch(() => {});
      await stop();
    },
  };
}
