#!/usr/bin/env node
/**
 * npm test: every check of the project, in an order that fails early on the cheap ones, then a table of each
 * step's duration, so that a step that grows is seen the day it grows.
 *
 *   node scripts/test-all.mjs [--only name,name] [--from name]
 *
 * The run is a sequence of stages; a stage is one or more lanes that run side by side, each lane its steps one
 * after another. CI's machine has two cores. The static checks are single-threaded programs: two lanes, one
 * per core, each line of their output prefixed with its step's name. Every later step keeps both cores busy
 * on its own (the unit and screen tests with two workers; the story run and the browser tests with a browser,
 * a server and a test runner), and runs alone: run beside each other they took longer in all than one after
 * another (the unit tests 19 minutes instead of 8, screen tests past their 20 s budget). The first failing
 * step stops the run (a step still running in another lane is stopped too); the table still shows every
 * step, with those not reached.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const npmRun = (script) => ['npm', 'run', '--silent', script];

/** Stages, one after another; each a list of lanes that run side by side; each lane a list of steps. */
const PLAN = [
  [
    // The type-aware lint takes as long as the three others together.
    [
      { name: 'format', command: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
      { name: 'depcheck', command: npmRun('depcheck') },
      { name: 'typecheck', command: [bin('tsc'), '--noEmit'] },
      // The published openapi.json as another team uses it: linted, and a client generated from it compiles.
      { name: 'contract', command: npmRun('check:contract') },
    ],
    [
      { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
      // The simulator as another project installs it: packed, installed outside the repository, its tests run.
      { name: 'package', command: npmRun('test:package') },
    ],
  ],
  [[{ name: 'unit', command: npmRun('test:unit') }]],
  [[{ name: 'stories', command: npmRun('test:stories') }]],
  [[{ name: 'e2e', command: npmRun('test:e2e') }]],
  [[{ name: 'storybook build', command: npmRun('build-storybook') }]],
  [[{ name: 'visual', command: npmRun('test:visual') }]],
  [[{ name: 'size', command: npmRun('size') }]],
];

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = valueOf('--only')?.split(',');
const from = valueOf('--from');

const steps = PLAN.flat(2);
let reached = from === undefined;
for (const step of steps) {
  if (step.name === from) reached = true;
  step.selected = reached && (only === undefined || only.includes(step.name));
}
for (const name of [...(only ?? []), ...(from ? [from] : [])]) {
  if (!steps.some((s) => s.name === name)) {
    console.error(`[test] no step '${name}': ${steps.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
}

const clock = () => new Date().toISOString().slice(11, 19);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The steps running now, to stop when another one fails. */
const running = new Set();
let failed = false;

/** Runs one step; `prefixed` labels each line of its output with the step's name. */
function runStep(step, prefixed) {
  return new Promise((resolve) => {
    const [command, ...rest] = step.command;
    console.log(
      `\n[test] ${step.name}: ${step.command.map((p) => path.relative(root, p) || p).join(' ')} (${clock()})`,
    );
    const started = Date.now();
    // Its own process group, so that stopping it stops what it started (browsers, servers).
    const child = spawn(command, rest, {
      cwd: root,
      detached: true,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    if (prefixed)
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => console.log(`[${step.name}] ${line}`));
    running.add(child);
    const end = (code) => {
      running.delete(child);
      step.ms = Date.now() - started;
      step.code = code;
      const outcome = step.stopped ? 'stopped' : code === 0 ? 'passed' : `failed (exit ${code})`;
      console.log(`[test] ${step.name}: ${outcome} in ${seconds(step.ms)}`);
      resolve(code);
    };
    child.on('error', (error) => {
      console.log(`[${step.name}] ${error.message}`);
      end(1);
    });
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.step = step;
  });
}

/** Stops the steps still running (a step of another lane failed). */
function stopOthers() {
  for (const child of running) {
    child.step.stopped = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Runs a stage's lanes side by side, each lane's steps in turn; false when a step failed. */
async function runStage(lanes) {
  const selected = lanes.map((lane) => lane.filter((step) => step.selected)).filter((lane) => lane.length);
  const prefixed = selected.length > 1;
  await Promise.all(
    selected.map(async (lane) => {
      for (const step of lane) {
        if (failed) return;
        if ((await runStep(step, prefixed)) !== 0 && !step.stopped) {
          failed = true;
          stopOthers();
        }
      }
    }),
  );
  return !failed;
}

// Interrupted: the steps' process groups are their own, so they are stopped here.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopOthers();
    process.exit(130);
  });

const started = Date.now();
for (const stage of PLAN) if (!(await runStage(stage))) break;
const total = Date.now() - started;

const rows = steps
  .filter((step) => step.selected)
  .map((step) => [
    step.name,
    step.ms === undefined ? '-' : minutes(step.ms),
    step.code === undefined ? 'not run' : step.stopped ? 'stopped' : step.code === 0 ? 'passed' : 'FAILED',
  ]);
rows.push(['total (wall clock)', minutes(total), failed ? 'FAILED' : 'passed']);
const width = Math.max(...rows.map((r) => r[0].length));
console.log('\n[test] step durations (m:ss; a stage runs its lanes side by side, see scripts/test-all.mjs)');
for (const [name, time, result] of rows)
  console.log(`  ${name.padEnd(width)}  ${time.padStart(6)}  ${result}`);
process.exit(failed ? 1 : 0);
