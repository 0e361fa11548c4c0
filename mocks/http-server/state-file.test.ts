import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SAVE_DELAY_MS, stateFileKeeper } from './state-file';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'simulador-estado-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** An export call whose state is a number the test moves, held until the test lets it answer, counting overlaps. */
function heldExport() {
  const counts = { state: 0, exports: 0, running: 0, overlaps: 0 };
  const held: (() => void)[] = [];
  const answer = async () => {
    counts.exports += 1;
    counts.running += 1;
    if (counts.running > 1) counts.overlaps += 1;
    const state = counts.state;
    await new Promise<void>((release) => held.push(release));
    counts.running -= 1;
    return Response.json({ data: { formato: 'prueba', estado: state } });
  };
  return { counts, held, answer };
}

it('SRV-66 never writes the state file twice at once, and a write asked for meanwhile takes every change made until it starts', async () => {
  const file = path.join(folder, 'serie.json');
  const { counts, held, answer } = heldExport();
  const keeper = stateFileKeeper(file, answer, (error) => {
    throw error;
  });
  counts.state = 1;
  const first = keeper.save();
  // Asked for before the first write has read the state: that write takes it.
  expect(keeper.save()).toBe(first);
  await vi.waitFor(() => expect(held).toHaveLength(1));
  counts.state = 2;
  const second = keeper.save();
  counts.state = 3;
  const third = keeper.save();
  expect(second).not.toBe(first);
  expect(third).toBe(second);
  held.shift()!();
  await first;
  await vi.waitFor(() => expect(held).toHaveLength(1));
  held.shift()!();
  await Promise.all([second, third]);
  expect(counts).toMatchObject({ exports: 2, overlaps: 0 });
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ formato: 'prueba', estado: 3 });
  // Written beside the file and renamed over it: nothing else is left in the folder.
  expect(await readdir(folder)).toEqual(['serie.json']);
});

it('SRV-66 writes once for a burst of changes, SAVE_DELAY_MS after the first', async () => {
  let exports = 0;
  const answer = async () => {
    exports += 1;
    return Response.json({ data: { formato: 'prueba' } });
  };
  const keeper = stateFileKeeper(path.join(folder, 'rafaga.json'), answer, (error) => {
    throw error;
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    for (let i = 0; i < 5; i += 1) keeper.changed();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(exports).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(exports).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * SAVE_DELAY_MS);
    expect(exports).toBe(1);
  } finally {
    vi.useRealTimers();
  }
  // Once that write is done, a save writes again.
  await keeper.save();
  expect(exports).toBe(2);
});
