import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, reload, reloadAfter } from './query-keys';

const filters = { pais: '' };
const listQuery = { page: 1 };

/** One cached entry of every query the client makes, as the screens key them. */
const cached: readonly QueryKey[] = [
  ['client', 'profile'],
  ['client', 'status'],
  ['client', 'dashboard'],
  ['client', 'balance', 'list', 1],
  ['client', 'balance', 'list', 2],
  ['client', 'beneficiarios', '1'],
  ['client', 'beneficiarios', '2'],
  ['client', 'beneficiarios', '3'],
  ['client', 'projects', 'all'],
  ['client', 'novedades', 1],
  ['client', 'investments', 'proximos_pagos', 1],
  ['client', 'investments', 'diversificacion'],
  ['client', 'projects', 'primary', filters, 1],
  ['client', 'projects', 'secundario', filters, 1],
  ['client', 'projects', 'propios', listQuery],
  ['client', 'projects', 'asociadas', 'C-1'],
  ['client', 'projects', 'filtros'],
  ['client', 'projects', 'emisorporactividad', '4'],
  ['client', 'investments', 'activas', listQuery],
  ['client', 'investments', 'vendidas', listQuery],
  ['client', 'investments', 'filtros'],
  ['client', 'investments', 'grafica'],
  ['client', 'offers', 'list', listQuery],
  ['client', 'deposits', 'list'],
  ['client', 'deposits', 'direcciones'],
  ['client', 'deposits', 'pdf'],
  ['client', 'withdrawall', 'list'],
  ['card', 'list'],
  ['client', 'estrategias', 'lista'],
  ['client', 'estrategias', 'inversiones', 3, 1],
  ['paises'],
  ['auth', 'activation', 'abc'],
  ['simulador', 'reloj'],
  ['simulador', 'progreso'],
  ['simulador', 'correo', 'a@b.co'],
];

/** The cached keys a reload set marks stale, as 'a/b/c' paths (objects shown as '{}'). */
async function reloaded(keys: readonly QueryKey[]): Promise<string[]> {
  const client = new QueryClient();
  for (const key of cached) client.setQueryData(key, 1);
  await reload(client, keys);
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey.map((part) => (typeof part === 'object' ? '{}' : String(part))).join('/'))
    .sort();
}

const marketReload = [
  'client/balance/list/1',
  'client/balance/list/2',
  'client/dashboard',
  'client/investments/activas/{}',
  'client/investments/diversificacion',
  'client/investments/filtros',
  'client/investments/grafica',
  'client/investments/proximos_pagos/1',
  'client/investments/vendidas/{}',
  'client/novedades/1',
  'client/offers/list/{}',
  'client/projects/all',
  'client/projects/asociadas/C-1',
  'client/projects/primary/{}/1',
  'client/projects/propios/{}',
  'client/projects/secundario/{}/1',
];

describe('query keys', () => {
  it('name each query with the key its screens cache it under', () => {
    expect(queryKeys.dashboard).toEqual(['client', 'dashboard']);
    expect(queryKeys.movements.page(3)).toEqual(['client', 'balance', 'list', 3]);
    expect(queryKeys.beneficiaries.group('2')).toEqual(['client', 'beneficiarios', '2']);
    expect(queryKeys.projects.primary.page({ pais: 'EC' }, 2)).toEqual([
      'client',
      'projects',
      'primary',
      { pais: 'EC' },
      2,
    ]);
    expect(queryKeys.projects.issuers.of('7')).toEqual(['client', 'projects', 'emisorporactividad', '7']);
    expect(queryKeys.investments.sold.page({ page: 2 })).toEqual([
      'client',
      'investments',
      'vendidas',
      { page: 2 },
    ]);
    expect(queryKeys.offers.list.page({ page: 1 })).toEqual(['client', 'offers', 'list', { page: 1 }]);
    expect(queryKeys.withdrawals.list).toEqual(['client', 'withdrawall', 'list']);
    expect(queryKeys.cards.list).toEqual(['card', 'list']);
    expect(queryKeys.simulator.outbox('x@y.co')).toEqual(['simulador', 'correo', 'x@y.co']);
  });

  it('every key of every reload set names queries the client makes', () => {
    const sets = Object.entries(reloadAfter).flatMap(([write, set]) =>
      (typeof set === 'function' ? set('1') : set).map((key) => [write, key] as const),
    );
    for (const [write, key] of sets) {
      const matches = cached.filter((c) => key.every((part, i) => Object.is(part, c[i])));
      expect(matches.length, `${write}: ${key.join('/')}`).toBeGreaterThan(0);
    }
  });

  it('INVEST-21 SEC-08 SELL-15 OFFER-13 a market write reloads every page and filter of the lists it changes, and keeps the projects filter options', async () => {
    expect(await reloaded(reloadAfter.investmentCreate)).toEqual(marketReload);
    expect(await reloaded(reloadAfter.secondaryPurchase)).toEqual(marketReload);
    expect(await reloaded(reloadAfter.offerCreate)).toEqual(marketReload);
    expect(await reloaded(reloadAfter.offerCancel)).toEqual(marketReload);
  });

  it('AUTO-14 a change of a strategy reloads the strategies and their investments, and what a market write reloads', async () => {
    const reloadedSet = await reloaded(reloadAfter.strategyChange);
    expect(reloadedSet).toEqual(
      ['client/estrategias/inversiones/3/1', 'client/estrategias/lista', ...marketReload].sort(),
    );
  });

  it('SRV-20 SRV-39 a withdrawal or a deposit reloads the balances and every page of the movements', async () => {
    const money = ['client/balance/list/1', 'client/balance/list/2', 'client/dashboard'];
    expect(await reloaded(reloadAfter.withdrawalCreate)).toEqual(money);
    expect(await reloaded(reloadAfter.remittanceWithdrawal)).toEqual(money);
    expect(await reloaded(reloadAfter.depositCreate)).toEqual(money);
  });

  it('CARD-28 CARD-36 CARD-41 card writes reload the card list; a transfer also the balances and movements', async () => {
    expect(await reloaded(reloadAfter.cardCreate)).toEqual(['card/list']);
    expect(await reloaded(reloadAfter.cardChange)).toEqual(['card/list']);
    expect(await reloaded(reloadAfter.walletTransfer)).toEqual([
      'card/list',
      'client/balance/list/1',
      'client/balance/list/2',
      'client/dashboard',
    ]);
  });

  it('BENEF-09 BENEF-28 a beneficiary write reloads its own group only; the family key reloads all three', async () => {
    expect(await reloaded(reloadAfter.beneficiaryCreate('2'))).toEqual(['client/beneficiarios/2']);
    expect(await reloaded(reloadAfter.beneficiaryDelete('3'))).toEqual(['client/beneficiarios/3']);
    expect(await reloaded([queryKeys.beneficiaries.all])).toEqual([
      'client/beneficiarios/1',
      'client/beneficiarios/2',
      'client/beneficiarios/3',
    ]);
  });

  it('PWD-06 KYC-09 SRV-17 account writes reload the record and the status they change', async () => {
    expect(await reloaded(reloadAfter.changePassword)).toEqual(['client/profile']);
    expect(await reloaded(reloadAfter.updateClient)).toEqual(['client/profile', 'client/status']);
    expect(await reloaded(reloadAfter.kyc)).toEqual(['client/profile', 'client/status']);
  });

  it('a move of the simulated clock reloads every query', async () => {
    expect(await reloaded(reloadAfter.simulatorClock)).toHaveLength(35);
  });
});
