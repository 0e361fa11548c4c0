/**
 * npm run bench: times the simulated server's handlers, request by request, as the service worker runs them
 * (mocks/service-worker.ts hands each Request to the dispatch of mocks/http/handlers.ts and answers with its
 * Response) over fake-indexeddb, with no artificial delay, on two datasets: the seed, and the seed plus the
 * large set of tests/bench/dataset.ts. No HTTP client or interceptor sits between: their cost is not the
 * server's, and in Chromium `npm run bench:browser` times the whole trip. For each call of
 * tests/bench/calls.ts: warm-up requests (not timed), then ROUNDS rounds of RUNS timed requests; each figure
 * is the median over the rounds of that round's p50, p95 and max, beside the collector's pauses during them.
 * Prints a table with the targets of quality.md and writes reports/bench.json.
 *
 * Nothing here fails on time: a shared 2-core machine is too noisy for that. Only a wrong answer (not 200)
 * fails, since then the figures would time a refusal.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../mocks/domain/clock';
import { createDispatch, type Dispatch } from '../../mocks/http/handlers';
import { createServerContext } from '../../mocks/http/server-context';
import type { StoreDb } from '../../mocks/store/db';
import { BENCH_CALLS, type BenchCall } from './calls';
import { addBenchClient, addLargeDataset, BENCH_TOKEN, LARGE } from './dataset';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const ORIGIN = 'http://localhost';

interface Dataset {
  name: string;
  /** quality.md: p95 per request, artificial delay excluded. */
  targetP95Ms: number;
  fill(db: StoreDb, benchClientId: number, now: number): Promise<void>;
}

const DATASETS: Dataset[] = [
  { name: 'seed', targetP95Ms: 15, fill: async () => undefined },
  {
    name: `seed + ${LARGE.movements.toLocaleString('en')} movements, ${LARGE.projects.toLocaleString('en')} projects, ${LARGE.offers.toLocaleString('en')} offers`,
    targetP95Ms: 30,
    fill: addLargeDataset,
  },
];

interface Row {
  call: string;
  dataset: string;
  p50: number;
  p95: number;
  max: number;
  targetP95: number;
  withinTarget: boolean;
  rounds: { p50: number; p95: number; max: number }[];
  /** Collector pauses during all the timed requests of the call. */
  gc: { pauses: number; ms: number };
}

const rows: Row[] = [];
/** The dataset's server, as the service worker runs it: a Request in, a Response out. */
let dispatch: Dispatch | null = null;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function send(call: BenchCall): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (call.token) headers.Authorization = `Bearer ${BENCH_TOKEN}`;
  const method = call.method ?? 'POST';
  const request = new Request(`${ORIGIN}${call.path}`, {
    method,
    headers,
    ...(method === 'GET' ? {} : { body: JSON.stringify(call.body) }),
  });
  const response = await dispatch!(request);
  if (!response) throw new Error(`${call.path}: not a call of the simulator`);
  await response.arrayBuffer();
  return response.status;
}

/**
 * Garbage-collection pauses while a call's timed requests run: how many, and their total time. A request
 * that meets a pause pays for it, so these explain the tail (p95, max) where the work does not.
 */
const gcPauses: number[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
});

async function time(call: BenchCall) {
  const rounds = [];
  gcPauses.length = 0;
  gcObserver.observe({ entryTypes: ['gc'] });
  for (let r = 0; r < ROUNDS; r += 1) {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await send(call);
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    rounds.push({
      p50: quantile(samples, 0.5),
      p95: quantile(samples, 0.95),
      max: samples[samples.length - 1]!,
    });
  }
  // The observer reports on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 0));
  gcObserver.disconnect();
  const gc = { pauses: gcPauses.length, ms: gcPauses.reduce((a, b) => a + b, 0) };
  return { rounds, gc };
}

function printTable() {
  const fmt = (ms: number) => ms.toFixed(2).padStart(8);
  const callWidth = Math.max(4, ...rows.map((r) => r.call.length));
  const lines = [
    `Simulated server, ms per request (median of ${ROUNDS} rounds of ${RUNS} requests, ${WARMUP} warm-up requests, delay 0):`,
    `${'call'.padEnd(callWidth)}  ${'p50'.padStart(8)}  ${'p95'.padStart(8)}  ${'max'.padStart(8)}  target p95  ${'gc pauses'.padStart(9)}  ${'gc ms'.padStart(7)}  dataset`,
    ...rows.map(
      (r) =>
        `${r.call.padEnd(callWidth)}  ${fmt(r.p50)}  ${fmt(r.p95)}  ${fmt(r.max)}  ${`<= ${r.targetP95}`.padEnd(6)} ${r.withinTarget ? 'ok  ' : 'OVER'}  ${String(r.gc.pauses).padStart(9)}  ${r.gc.ms.toFixed(0).padStart(7)}  ${r.dataset}`,
    ),
  ];
  console.log(lines.join('\n'));
}

afterAll(() => {
  printTable();
  mkdirSync('reports', { recursive: true });
  const file = path.join('reports', 'bench.json');
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, rounds: ROUNDS, warmup: WARMUP, unit: 'ms', rows }, null, 2)}\n`,
  );
  console.log(`Written to ${file}.`);
});

describe.each(DATASETS)('$name', (dataset) => {
  beforeAll(async () => {
    const clock = manualClock(START);
    const ctx = createServerContext({
      clock,
      delayMs: 0,
      validateResponses: false,
      storeOptions: { indexedDB: new IDBFactory(), IDBKeyRange },
    });
    const db = await ctx.store();
    const t0 = performance.now();
    await dataset.fill(db, await addBenchClient(db, START), START);
    const filled = performance.now() - t0;
    if (filled > 100) console.log(`${dataset.name}: generated in ${(filled / 1000).toFixed(1)} s`);
    dispatch = createDispatch(ctx);
  }, 600_000);

  it.each(BENCH_CALLS.map((c) => [c.name, c] as const))('times %s', async (_name, call) => {
    expect(await send(call)).toBe(200);
    for (let i = 1; i < WARMUP; i += 1) await send(call);
    const { rounds, gc } = await time(call);
    const p95 = median(rounds.map((r) => r.p95));
    rows.push({
      call: call.name,
      dataset: dataset.name,
      p50: median(rounds.map((r) => r.p50)),
      p95,
      max: median(rounds.map((r) => r.max)),
      targetP95: dataset.targetP95Ms,
      withinTarget: p95 <= dataset.targetP95Ms,
      rounds,
      gc,
    });
  });
});
