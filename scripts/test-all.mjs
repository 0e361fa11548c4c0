#!/usr/bin/env node
/**
 * npm test: every check of the project, in an order that fails early on the cheap ones, then a table of each
 * step's duration, so that a step that grows is seen the day it grows.
 *
 *   node scripts/test-all.mjs [--only name,name] [--from name]
 *
 * The static checks are single-threaded programs: they run two at a time, one per core of the 2-core machine
 * CI runs on, and each one's output is printed whole when it ends. The test steps use both cores themselves
 * and run one after another, their output as it comes. The first failing step stops the run; the table
 * still shows every step, with those not reached.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Each entry is a step, or a list of steps that run side by side. */
const PLAN = [
  [
    { name: 'format', command: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
    { name: 'depcheck', command: ['npm', 'run', '--silent', 'depcheck'] },
    { name: 'typecheck', command: [bin('tsc'), '--noEmit'] },
    { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  ],
  { name: 'unit', command: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'stories', command: ['npm', 'run', '--silent', 'test:stories'] },
  { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'] },
  { name: 'storybook build', command: ['npm', 'run', '--silent', 'build-storybook'] },
  { name: 'size', command: ['npm', 'run', '--silent', 'size'] },
];

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = valueOf('--only')?.split(',');
const from = valueOf('--from');

const groups = PLAN.map((entry) => (Array.isArray(entry) ? entry : [entry]));
const steps = groups.flat();
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

/** Runs one step; `buffered` keeps its output until it ends, for steps that run beside another. */
function runStep(step, buffered) {
  return new Promise((resolve) => {
    const [command, ...rest] = step.command;
    console.log(
      `\n[test] ${step.name}: ${step.command.map((p) => path.relative(root, p) || p).join(' ')} (${clock()})`,
    );
    const started = Date.now();
    const child = spawn(command, rest, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    const end = (code) => {
      step.ms = Date.now() - started;
      step.code = code;
      if (buffered && output.length)
        process.stdout.write(`[test] ${step.name}, output:\n${Buffer.concat(output)}`);
      console.log(
        `[test] ${step.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(step.ms)}`,
      );
      resolve(code);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a group's steps, at most two at a time. */
async function runGroup(group) {
  const queue = group.filter((step) => step.selected);
  const buffered = queue.length > 1;
  let failed = false;
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift())
      if ((await runStep(step, buffered)) !== 0) failed = true;
  };
  await Promise.all([lane(), lane()]);
  return !failed;
}

const started = Date.now();
let passed = true;
for (const group of groups) {
  if (!(await runGroup(group))) {
    passed = false;
    break;
  }
}
const total = Date.now() - started;

const rows = steps
  .filter((step) => step.selected)
  .map((step) => [
    step.name,
    step.ms === undefined ? '-' : minutes(step.ms),
    step.code === undefined ? 'not run' : step.code === 0 ? 'passed' : 'FAILED',
  ]);
rows.push(['total (wall clock)', minutes(total), passed ? 'passed' : 'FAILED']);
const width = Math.max(...rows.map((r) => r[0].length));
console.log('\n[test] step durations (m:ss; the static checks run two at a time)');
for (const [name, time, result] of rows)
  console.log(`  ${name.padEnd(width)}  ${time.padStart(6)}  ${result}`);
process.exit(passed ? 0 : 1);
