/**
 * The package's bin, `simulador-http`, as any client sees it: over HTTP on a free port, its state kept in a file
 * between two runs.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  AMOUNT,
  available,
  bookingsIn,
  cents,
  invest,
  projectForAmount,
  signIn,
} from '../support/demo-investor.js';

const BIN = path.resolve('node_modules/.bin/simulador-http');
const folder = await mkdtemp(path.join(tmpdir(), 'simulador-http-'));
const stateFile = path.join(folder, 'estado.json');
after(() => rm(folder, { recursive: true, force: true }));

/** Starts the bin on a free port; answers the process and its address, read from what it prints. */
function startSimulator() {
  const child = spawn(BIN, ['--port', '0', '--state', stateFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let printed = '';
    const ended = (code) =>
      reject(new Error(`simulador-http ended (${code}) before it answered:\n${printed}`));
    child.once('exit', ended);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      printed += text;
      const url = /Simulador en (http:\/\/localhost:\d+)/.exec(printed)?.[1];
      if (url) {
        child.off('exit', ended);
        resolve({ child, url });
      }
    });
  });
}

/** Stops it as Ctrl+C would, and waits until it has written the state and ended. */
function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

test('a booking made over HTTP is there after the simulator is stopped and started again', async () => {
  const first = await startSimulator();
  let project;
  let bookings;
  try {
    const token = await signIn(first.url);
    const wallet = await available(first.url, token);
    project = await projectForAmount(first.url, token);
    bookings = (await bookingsIn(first.url, token, project.id)).length;
    await invest(first.url, token, project.id);
    assert.equal(await available(first.url, token), wallet - cents(AMOUNT));
    assert.equal((await bookingsIn(first.url, token, project.id)).length, bookings + 1);
  } finally {
    assert.equal(await stop(first.child), 0);
  }
  // The file is a saved state, as 'Exportar estado' downloads it.
  assert.equal(JSON.parse(await readFile(stateFile, 'utf8')).formato, 'plataforma-simulador/estado');

  const second = await startSimulator();
  try {
    // Sessions are never saved: the investor signs in again.
    const token = await signIn(second.url);
    assert.equal((await bookingsIn(second.url, token, project.id)).length, bookings + 1);
  } finally {
    assert.equal(await stop(second.child), 0);
  }
});
