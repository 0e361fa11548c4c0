/** Types of pools-generator.mjs (build-time only: it imports faker), for seed-random.test.ts. */

export declare const POOLS_FAKER_SEED: number;

/** Absolute path of mocks/seed/pools.ts. */
export declare const POOLS_FILE: string;

export declare function generateSeedPools(): Record<
  | 'femaleFirstNames'
  | 'maleFirstNames'
  | 'lastNames'
  | 'jobTitles'
  | 'streets'
  | 'buildingNumbers'
  | 'companyNames',
  string[]
>;

/** The source of pools.ts, formatted with the project's prettier settings. */
export declare function renderSeedPoolsModule(): Promise<string>;
