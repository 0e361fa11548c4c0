import { nextDeletableBeneficiary } from './dataset';

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
  { name: 'dashboard', path: '/api/client/dashboard', body: {}, token: true },
  { name: 'balance/list p1', path: '/api/client/balance/list', body: { page: 1 }, token: true },
  // The middle of 100,000 movements on the large dataset (the last page of the seed's empty statement).
  { name: 'balance/list p5000', path: '/api/client/balance/list', body: { page: 5_000 }, token: true },
  { name: 'investments/grafica', path: '/api/client/investments/grafica', body: {}, token: true },
  { name: 'projects/all_projects', path: '/api/client/projects/all_projects', body: {}, token: true },
  { name: 'projects p1', path: '/api/client/projects', body: { page: 1 }, token: true },
  // SRV-41: three filters at once, deep in the list (page 40 of about 150 on the large dataset).
  {
    name: 'projects filtered p40',
    path: '/api/client/projects',
    body: { pais: 'CO', rango: '10', vencimiento: '4', page: 40 },
    token: true,
  },
  { name: 'projects/filtros', path: '/api/projects/filtros', body: {}, token: true },
  { name: 'projects/secundario p1', path: '/api/client/projects/secundario', body: { page: 1 }, token: true },
  { name: 'investments p1', path: '/api/client/investments', body: { page: 1 }, token: true },
  { name: 'investments/filtros', path: '/api/client/investments/filtros', body: {}, token: true },
  // Issue 14's calls. The net annual return (RET-01, on every dashboard visit) over the client's whole history.
  { name: 'investments/rentabilidad', path: '/api/client/investments/rentabilidad', body: {}, token: true },
  { name: 'estrategias', path: '/api/client/estrategias', body: {}, token: true },
  { name: 'simulador/progreso', path: '/api/simulador/progreso', body: {}, method: 'GET', token: true },
  // A statement answers every line of its period: one day is 1,440 lines on the large dataset, none on the seed.
  {
    name: 'balance/statement (a day)',
    path: '/api/client/balance/statement',
    body: { desde: '2026-11-21', hasta: '2026-11-21' },
    token: true,
  },
  // A year's interest and sales: a small answer, whatever the year's other lines.
  { name: 'balance/tax-summary', path: '/api/client/balance/tax-summary', body: { anio: 2026 }, token: true },
  { name: 'offers p1', path: '/api/client/offers', body: { page: 1 }, token: true },
  { name: 'beneficiarios', path: '/api/client/beneficiarios', body: { bank_personal: '1' }, token: true },
  {
    name: 'beneficiario_create',
    path: '/api/client/beneficiario_create',
    body: {
      bank_personal: '1',
      bank_type: 'AHORRO',
      bank_name: 'Banco de Bogotá',
      bank_client: 'Cliente Bench',
      bank_account: '001234567890',
      country_id: 82,
    },
    token: true,
  },
  {
    name: 'beneficiario_delete/:id',
    // Each request removes the next beneficiary of the stock the dataset gave the bench client.
    get path() {
      return `/api/client/beneficiario_delete/${nextDeletableBeneficiary()}`;
    },
    body: {},
    token: true,
  },
  // PAY-01: every payment of the client's active investments in the next 12 months (1,000 on the large set).
  {
    name: 'investments/proximos_pagos',
    path: '/api/client/investments/proximos_pagos',
    body: {},
    token: true,
  },
  // DIV-01: the active investments by country, category, rating, issuer and remaining term.
  {
    name: 'investments/diversificacion',
    path: '/api/client/investments/diversificacion',
    body: {},
    token: true,
  },
  // NEWS-02: the first page of the client's news and the unread count.
  { name: 'novedades/list p1', path: '/api/client/novedades/list', body: { page: 1 }, token: true },
];
