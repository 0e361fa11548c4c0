/**
 * Build-time only: draws the Spanish word pools of the demo seed from faker and renders them as the
 * TypeScript module mocks/seed/pools.ts. Run through scripts/generate-seed-pools.mjs, and by
 * seed-random.test.ts, which checks that pools.ts is exactly this output.
 *
 * Nothing that runs in the browser may import this file: it loads faker (over 170 kB gzip with the Spanish
 * locale), which is what pools.ts and seed-random.ts exist to keep out of the bundle.
 */
import { fileURLToPath } from 'node:url';
import { faker } from '@faker-js/faker/locale/es';
import * as prettier from 'prettier';

/** faker's fixed seed for the pools: the same faker version always draws the same words. */
export const POOLS_FAKER_SEED = 20_261_122;

/** Absolute path of the generated module. */
export const POOLS_FILE = fileURLToPath(new URL('./pools.ts', import.meta.url));

/** faker's Spanish building numbers come as ' s/n.', ', 21' or ' 7': keep only the number itself. */
const cleanBuildingNumber = (value) => value.trim().replace(/^,\s*/, '');

/**
 * Each pool: its exported name, what it is for (a doc comment in pools.ts), how many distinct words and the
 * faker call that draws one. Drawn in this order from one seeded faker, so adding a pool at the end leaves
 * the others as they were.
 */
const POOLS = [
  ['femaleFirstNames', "person.firstName('female')", 60, () => faker.person.firstName('female')],
  ['maleFirstNames', "person.firstName('male')", 60, () => faker.person.firstName('male')],
  ['lastNames', 'person.lastName(): both surnames, Spanish style', 60, () => faker.person.lastName()],
  ['jobTitles', 'person.jobTitle()', 30, () => faker.person.jobTitle()],
  ['streets', 'location.street()', 40, () => faker.location.street()],
  [
    'buildingNumbers',
    'location.buildingNumber()',
    30,
    () => cleanBuildingNumber(faker.location.buildingNumber()),
  ],
  ['companyNames', 'company.name()', 40, () => faker.company.name()],
];

/** The pools as plain arrays of distinct strings, in the order faker drew them. */
export function generateSeedPools() {
  faker.seed(POOLS_FAKER_SEED);
  const pools = {};
  for (const [name, , size, draw] of POOLS) {
    const words = faker.helpers.uniqueArray(draw, size);
    if (words.length !== size) throw new Error(`faker gave only ${words.length} distinct ${name}`);
    pools[name] = words;
  }
  return pools;
}

const HEADER = `/**
 * GENERATED FILE, do not edit by hand.
 *
 * Word pools of the demo seed, drawn by scripts/generate-seed-pools.mjs (mocks/seed/pools-generator.mjs)
 * from @faker-js/faker with its Spanish locale ('es') and the fixed seed ${POOLS_FAKER_SEED}, so the app
 * ships these few words instead of faker. seed-random.ts draws from them with its own seeded generator.
 *
 * To regenerate (after changing the pools or upgrading faker): node scripts/generate-seed-pools.mjs
 * seed-random.test.ts fails whenever this file differs from what the script generates.
 */
`;

/** The source of pools.ts, formatted with the project's prettier settings. */
export async function renderSeedPoolsModule() {
  const pools = generateSeedPools();
  const body = POOLS.map(
    ([name, use]) =>
      `/** For ${use}. */\nexport const ${name}: readonly string[] = ${JSON.stringify(pools[name])};\n`,
  ).join('\n');
  const options = (await prettier.resolveConfig(POOLS_FILE)) ?? {};
  return prettier.format(`${HEADER}\n${body}`, { ...options, filepath: POOLS_FILE });
}
