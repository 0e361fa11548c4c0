/**
 * The calls the bench times, one entry each. `token: true` sends the bench client's bearer token (a client
 * who owns every generated movement: the worst case for the lists that page through them).
 */
export interface BenchCall {
  name: string;
  path: string;
  body: unknown;
  method?: 'GET' | 'POST';
  token?: boolean;
}

export const BENCH_CALLS: readonly BenchCall[] = [
  { name: 'paises/list', path: '/api/paises/list', body: {} },
];
