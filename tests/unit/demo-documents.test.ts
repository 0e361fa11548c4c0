import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../mocks/seed/catalog';
import { openStore } from '../../mocks/store/ready';
import type { ProjectRecord } from '../../mocks/store/records';
import { DOCUMENTS_DIR, generateDemoDocuments } from '../../scripts/generate-demo-documents.mjs';
import { TEST_START } from '../simulator';

/**
 * The demo never links to a missing document: every document path the seed writes (a project's pdf_oferente,
 * brouchure and contract file, or any other string naming documentos/) is a relative path to a well-formed PDF
 * shipped in public/, so it resolves against the site's base (under a sub-path too) and the static host serves
 * it. The files are what scripts/generate-demo-documents.mjs writes (regenerate them, never edit them).
 */

const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** Every string held anywhere in a value (rows, nested objects, arrays). */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/**
 * The PDF's structure, checked as a reader finds it: the header, the cross-reference table that startxref
 * points at, each object where the table says it is, and the trailer's size and end-of-file marker.
 */
function readPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text).toMatch(/^%PDF-1\.\d\n/);
  expect(text).toMatch(/%%EOF\s*$/);
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref![1]);
  expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
  const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] ?\n)+)/.exec(text.slice(xrefAt));
  expect(table).not.toBeNull();
  const entries = table![2]!.trim().split('\n');
  expect(entries).toHaveLength(Number(table![1]));
  entries.forEach((entry, n) => {
    if (!entry.includes(' n')) return;
    const at = Number(entry.slice(0, 10));
    expect(text.slice(at, at + `${n} 0 obj`.length), `object ${n}`).toBe(`${n} 0 obj`);
  });
  expect(text).toMatch(new RegExp(`trailer\\s*<<\\s*/Size ${entries.length}\\b`));
  return text;
}

describe('the demo documents', () => {
  let projects: ProjectRecord[];
  let linked: string[];

  beforeAll(async () => {
    const db = await openStore(TEST_START, { name: 'documentos', indexedDB: new IDBFactory(), IDBKeyRange });
    const strings: string[] = [];
    for (const table of db.tables) stringsOf(await table.toArray(), strings);
    linked = [...new Set(strings.filter((s) => s.includes('documentos/')))].sort();
    projects = await db.projects.toArray();
    db.close();
  });

  it('INVEST-04 INVEST-05 every document path the seed writes is relative and names a file in public/', () => {
    expect(linked).toEqual(Object.values(DEMO_DOCUMENTS).sort());
    for (const link of linked) {
      // Relative: resolved against the site's base, so '/demo/documentos/...' under a sub-path.
      expect(link, link).toMatch(/^documentos\/[a-z-]+\.pdf$/);
      expect(existsSync(path.join(PUBLIC_DIR, link)), link).toBe(true);
    }
  });

  it("INVEST-04 INVEST-05 INVEST-06 every seeded project's contract is a shipped document, and its offer data and catalogue one or none", () => {
    expect(projects.length).toBeGreaterThan(0);
    for (const p of projects) {
      expect(p.file, p.code).toBe(DEMO_DOCUMENTS.contract);
      expect(['', 'null', DEMO_DOCUMENTS.offer], p.code).toContain(p.pdf_oferente);
      expect(['', 'null', DEMO_DOCUMENTS.catalogue], p.code).toContain(p.brouchure);
    }
    expect(projects.some((p) => p.pdf_oferente === DEMO_DOCUMENTS.offer)).toBe(true);
    expect(projects.some((p) => p.brouchure === DEMO_DOCUMENTS.catalogue)).toBe(true);
  });

  it('each is a small, well-formed PDF of one page that says it is a demonstration document of the simulator', () => {
    for (const link of Object.values(DEMO_DOCUMENTS)) {
      const bytes = readFileSync(path.join(PUBLIC_DIR, link));
      expect(bytes.length, link).toBeLessThan(20_000);
      const text = readPdf(bytes);
      expect(text.match(/\/Type \/Page\b/g), link).toHaveLength(1);
      expect(text, link).toContain('(DOCUMENTO DE DEMOSTRACIÓN · SIMULADOR) Tj');
      expect(text, link).toContain('Sin validez legal ni comercial.');
      expect(text, link).toMatch(/\/Lang \(es\)/);
    }
  });

  it('public/documentos holds exactly what scripts/generate-demo-documents.mjs generates', () => {
    const generated = generateDemoDocuments();
    expect(readdirSync(DOCUMENTS_DIR).sort()).toEqual(generated.map((d) => d.file).sort());
    for (const { file, bytes } of generated)
      expect(readFileSync(path.join(DOCUMENTS_DIR, file)).equals(Buffer.from(bytes)), file).toBe(true);
  });
});
