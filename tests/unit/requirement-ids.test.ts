import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/requirements.md is the catalogue of the IDs that test titles name. This keeps the two in step: a test
 * cannot cite a rule the catalogue lacks (a typo, a removed row), and a rule cannot lose its last test.
 */

const root = join(import.meta.dirname, '..', '..');
const ID = /\b([A-Z]+)-(\d{2,3})\b/g;
const SKIP = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'coverage', 'reports']);

function catalogue(): Set<string> {
  const ids = new Set<string>();
  for (const line of readFileSync(join(root, 'docs', 'requirements.md'), 'utf8').split('\n')) {
    const row = /^\|\s*([A-Z]+-\d{2,3})\s*\|/.exec(line);
    if (row) ids.add(row[1]!);
  }
  return ids;
}

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('dist-')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, out);
    else if (/\.(test|spec)\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

const known = catalogue();
const prefixes = new Set([...known].map((id) => id.split('-')[0]!));
const files = ['src', 'mocks', 'tests'].flatMap((dir) => testFiles(join(root, dir)));

/** Every catalogue-shaped ID a test file names, with the files that name it. */
function namedIds(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of files) {
    for (const [id, prefix] of readFileSync(file, 'utf8').matchAll(ID)) {
      if (!prefixes.has(prefix!)) continue; // 'TRC-20', 'SHA-256': not requirement IDs
      named.set(id, [...(named.get(id) ?? []), relative(root, file)]);
    }
  }
  return named;
}

describe('the requirement catalogue (docs/requirements.md)', () => {
  const named = namedIds();

  it('lists the sections and rows the tests rely on', () => {
    expect(known.has('GEN-01')).toBe(true);
    expect(known.has('LOGIN-04')).toBe(true);
    expect(known.has('SRV-48')).toBe(true);
    expect(prefixes).toContain('CONST');
    expect(known.size).toBeGreaterThanOrEqual(621);
  });

  it('knows every ID a test names', () => {
    const unknown = [...named].filter(([id]) => !known.has(id)).map(([id, where]) => `${id} (${where[0]})`);
    expect(unknown).toEqual([]);
  });

  it('has a test naming each of its IDs', () => {
    expect([...known].filter((id) => !named.has(id))).toEqual([]);
  });
});
