#!/usr/bin/env node
/**
 * Writes mocks/seed/pools.ts: the Spanish word pools (first names, surnames, job titles, streets, building
 * numbers, company names) that the demo seed draws from, generated with faker's Spanish locale and a fixed
 * faker seed, then formatted with prettier. The app ships those words, not faker.
 *
 *   node scripts/generate-seed-pools.mjs [--check]
 *
 * --check writes nothing and exits 1 when pools.ts differs from what would be generated (seed-random.test.ts
 * makes the same comparison in the unit tests).
 *
 * The generation itself lives in mocks/seed/pools-generator.mjs, so that the seed's own test can import it
 * (the import boundaries keep mocks/ from importing scripts/).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POOLS_FILE, generateSeedPools, renderSeedPoolsModule } from '../mocks/seed/pools-generator.mjs';

export { POOLS_FILE, generateSeedPools, renderSeedPoolsModule };

async function main() {
  const source = await renderSeedPoolsModule();
  const relative = path.relative(process.cwd(), POOLS_FILE);
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(POOLS_FILE, 'utf8');
    } catch {
      // missing: reported as out of date below
    }
    if (current !== source) {
      console.error(`${relative} is out of date: run node scripts/generate-seed-pools.mjs`);
      process.exitCode = 1;
    } else {
      console.log(`${relative} is up to date`);
    }
    return;
  }
  writeFileSync(POOLS_FILE, source);
  console.log(`wrote ${relative}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
