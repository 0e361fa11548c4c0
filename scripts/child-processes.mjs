/**
 * What the scripts that build and serve the site share (tests/e2e/run.mjs, scripts/bench-browser.mjs): child
 * processes run with this Node and stopped by their own PID on every way out of the script (its end, an error,
 * Ctrl-C), a check that a port is free, and a wait until a preview answers with the app's page.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';

/**
 * `start(args, options)` spawns `node ...args` in `cwd`; `run` does the same and resolves with its exit code;
 * `stopAll` stops every child still running, and is called on the script's exit and on SIGINT/TERM/HUP.
 */
export function childProcesses({ cwd, log }) {
  /** Every child still running, so that any way out of the script stops them. */
  const children = new Set();

  function start(args, options = {}) {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', ...options });
    children.add(child);
    child.on('exit', () => children.delete(child));
    return child;
  }

  function run(args, options) {
    return new Promise((resolve, reject) => {
      const child = start(args, options);
      child.on('error', reject);
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  }

  function stopAll() {
    for (const child of children) {
      children.delete(child);
      if (child.exitCode === null && child.signalCode === null) {
        log(`stopping PID ${child.pid}`);
        try {
          process.kill(child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
  }

  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`${signal}: stopping`);
      stopAll();
      process.exit(130);
    });
  }
  return { start, run, stopAll };
}

export function portIsFree(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * Waits until `url` answers with the app's page (its root element, or `marker`); fails if `child` (the
 * preview) exits.
 */
export async function waitUntilAnswering(url, child, timeoutMs = 30_000, marker = 'id="root"') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the preview for ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      const html = await response.text();
      if (response.ok && html.includes(marker)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
