import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { beneficiariesQuery } from '@/shared/api/beneficiaries-query';
import { allProjectsQuery } from '@/features/dashboard/api/all-projects';
import { dashboardQuery } from '@/features/dashboard/api/dashboard';
import { depositsListQuery } from '@/features/deposits/api/deposits-list';
import { depositsPdfQuery } from '@/features/deposits/api/deposits-pdf';
import { investmentFiltersQuery } from '@/shared/api/investment-filters';
import { activeInvestmentsQuery } from '@/features/investments/api/investments-list';
import { soldInvestmentsQuery } from '@/features/investments/api/sold-investments';
import { firstQuery } from '@/shared/ui/list/list-state';
import { balanceListQuery } from '@/features/movements/api/balance-list';
import { offersListQuery } from '@/features/offers/api/offers-list';
import { ownProjectsQuery } from '@/features/offers/api/own-projects';
import { filterOptionsQuery } from '@/features/projects/api/filter-options';
import { primaryProjectsQuery } from '@/features/projects/api/projects-list';
import { secondaryProjectsQuery } from '@/features/projects/api/secondary-projects';
import { noFilters } from '@/features/projects/model/filters';
import { withdrawalsListQuery } from '@/features/withdrawals/api/withdrawals-list';
import { statusQuery } from '@/shared/api/session-queries';
import { renderApp, resetSession } from '../../tests/render-app';
import { useSimulator } from '../../tests/simulator';
import { recordRequests } from '../../tests/screen-helpers';

describe("the client's state after login", () => {
  const sim = useSimulator();
  beforeEach(resetSession);

  /** The issuer logs in through the login screen; waits until every call of the entry has answered. */
  async function enter() {
    const app = renderApp('/portal');
    await app.user.type(await screen.findByLabelText(/^Correo electrónico/), 'emisor@simulador.test');
    await app.user.type(screen.getByLabelText(/^Contraseña/, { selector: 'input' }), 'emisor1234');
    const requests = recordRequests(sim.server);
    await app.user.click(screen.getByRole('button', { name: 'Entrar a mi cuenta' }));
    await waitFor(
      () => {
        expect(app.router.state.location.pathname).toBe('/cliente/dashboard');
        expect(app.router.state.status).toBe('idle');
        expect(app.queryClient.isFetching()).toBe(0);
        expect(requests.count()).toBeGreaterThanOrEqual(19);
      },
      { timeout: 20_000 },
    );
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0), { timeout: 20_000 });
    return { app, requests };
  }

  it('SESS-04 after login the client calls every documented list, the beneficiaries with 1, 2 and 3', async () => {
    const { requests } = await enter();
    const calls = await requests.all();
    const paths = calls.map((c) => c.path);
    for (const path of [
      '/api/client/profile',
      '/api/client/getstatus',
      '/api/client/dashboard',
      '/api/client/balance/list',
      '/api/client/projects/all_projects',
      '/api/client/projects',
      '/api/client/projects/secundario',
      '/api/client/projects/propios',
      '/api/client/investments',
      '/api/client/investments/sold',
      '/api/client/investments/filtros',
      '/api/client/offers',
      '/api/client/deposits/list',
      '/api/client/deposits/pdf',
      '/api/client/withdrawall/list',
      '/api/projects/filtros',
    ]) {
      expect(paths, path).toContain(path);
    }
    const groups = calls.filter((c) => c.path === '/api/client/beneficiarios').map((c) => c.body);
    expect(groups).toEqual(
      expect.arrayContaining([{ bank_personal: '1' }, { bank_personal: '2' }, { bank_personal: '3' }]),
    );
  });

  it('SESS-04 the sign-in asks each call once: authenticate twice (API-03), the beneficiaries once per group', async () => {
    const { requests } = await enter();
    const counts = new Map<string, number>();
    for (const { path } of await requests.all()) counts.set(path, (counts.get(path) ?? 0) + 1);
    const twice = { '/api/client/authenticate': 2, '/api/client/beneficiarios': 3 };
    const repeated = [...counts].filter(([path, n]) => n !== (twice[path as keyof typeof twice] ?? 1));
    expect(repeated).toEqual([]);
    expect(counts.get('/api/client/authenticate')).toBe(2);
  });

  it("SESS-15 SESS-16 SESS-17 SESS-18 the client's state holds the lists with their totals, the filters, the counts, the pdf name, the demo status and the three beneficiary groups", async () => {
    const { app } = await enter();
    const data = (key: readonly unknown[]): unknown => app.queryClient.getQueryData(key);
    // SESS-15: active and sold investments with their totals, the offers, and the issuer's own projects.
    for (const query of [
      activeInvestmentsQuery(firstQuery),
      soldInvestmentsQuery(firstQuery),
      offersListQuery(firstQuery),
    ]) {
      expect(data(query.queryKey)).toMatchObject({
        data: {
          datos: expect.any(Array),
          totales: expect.objectContaining({ cantidad: expect.any(Number) }),
        },
      });
    }
    expect((data(ownProjectsQuery(firstQuery).queryKey) as { data: unknown[] }).data.length).toBeGreaterThan(
      0,
    );
    // SESS-16: the project filters and the investment filter list.
    expect(data(filterOptionsQuery().queryKey)).toMatchObject({
      data: {
        paises: expect.any(Array),
        tipo_oferta: expect.any(Array),
        emisor: expect.any(Array),
        actividad: expect.any(Array),
      },
    });
    expect(data(investmentFiltersQuery().queryKey)).toMatchObject({ data: { proyectos: expect.any(Array) } });
    // SESS-17: deposits and withdrawals with their counts, the deposits pdf name, the demo status.
    expect(data(depositsListQuery().queryKey)).toMatchObject({
      data: expect.any(Array),
      cantidad: expect.any(Number),
    });
    expect(data(withdrawalsListQuery().queryKey)).toMatchObject({
      data: expect.any(Array),
      cantidad: expect.any(Number),
    });
    expect(data(depositsPdfQuery().queryKey)).toMatchObject({ filename: expect.any(String) });
    expect(data(statusQuery().queryKey)).toMatchObject({ data: { demo_status: 'active' } });
    // SESS-18: the three beneficiary groups, apart.
    for (const group of ['1', '2', '3'] as const) {
      expect(data(beneficiariesQuery(group).queryKey)).toMatchObject({ data: expect.any(Array) });
    }
    // And the rest of the entry: balances, movements, the carousel and both markets.
    for (const key of [
      dashboardQuery().queryKey,
      balanceListQuery(1).queryKey,
      allProjectsQuery().queryKey,
      primaryProjectsQuery(noFilters, 1).queryKey,
      secondaryProjectsQuery(noFilters, 1).queryKey,
    ]) {
      expect(app.queryClient.getQueryState(key)?.status, JSON.stringify(key)).toBe('success');
    }
  });

  it('a session resumed (a reload, another route) loads only what its screen shows', async () => {
    const { app } = await enter();
    app.unmount();
    const requests = recordRequests(sim.server);
    const again = renderApp('/cliente/dashboard');
    await waitFor(() => {
      expect(again.router.state.status).toBe('idle');
      expect(again.queryClient.isFetching()).toBe(0);
    });
    expect(await requests.paths()).not.toContain('/api/client/withdrawall/list');
  });
});
