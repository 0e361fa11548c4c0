import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import type { Parcel, Project } from '@/contract/projects';
import { useSession } from '@/shared/session/session-store';
import { resetSession, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import {
  advance,
  gate,
  openScreen,
  recordRequests,
  settle,
  showAt,
  type PersonaKey,
} from '../../../../tests/screen-helpers';
import { hasDocument } from '../model/invest';
import { literals } from '../../../../tests/literals';

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '12.00 %': '12 %',
  '2028-11-11 23:59:59': '11/11/2028',
  '23.67 %': '23.67 %',
  '38.00 %': '38 %',
  '62.00 %': '62 %',
  'USDT 155600.00': 'USDT 155,600.00',
  'USDT 162100.00': 'USDT 162,100.00',
  'USDT 162300.00': 'USDT 162,300.00',
  'USDT 25000.00': 'USDT 25,000.00',
  'USDT 253800.00': 'USDT 253,800.00',
  'USDT 253900.00': 'USDT 253,900.00',
  'USDT 37.50': 'USDT 37.50',
  'USDT 409500.00': 'USDT 409,500.00',
});

vi.setConfig({ testTimeout: 45_000 });

const PATH = '/cliente/projectos';
const NO_FILTERS = { pais: '', tipo: '', emisor: '', riesgo: '', vencimiento: '', rango: '0', actividad: '' };
const token = () => useSession.getState().token!;

type Page = { data: Project[]; page: number; total_pages: number };
const primaryPage = async (page: number) =>
  (await post<Page>('/api/client/projects', { ...NO_FILTERS, page }, token())).body;

/** The first listed project (and its page) that meets `test`, read from the server. */
async function findProject(test: (p: Project) => boolean): Promise<{ project: Project; page: number }> {
  for (let page = 1; ; page++) {
    const body = await primaryPage(page);
    const project = body.data.find(test);
    if (project) return { project, page };
    if (page >= body.total_pages) throw new Error('no listed project meets the test');
  }
}

const settled = (app: RenderedApp) => waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
const titleOf = (p: Project) => `Detalle de la inversión de ${p.name} ${p.nrocontrato}`;
const dialog = (p: Project) => screen.getByRole('dialog', { name: titleOf(p) });

async function openListing(key: PersonaKey = 'demo'): Promise<RenderedApp> {
  const app = await openScreen(key, PATH, 'Proyectos');
  await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
  await settled(app);
  return app;
}

/** Opens the listing, goes to the project's page and clicks its row. */
async function openInvest(test: (p: Project) => boolean, key: PersonaKey = 'demo') {
  const app = await openListing(key);
  const { project, page } = await findProject(test);
  const nav = screen.getByRole('navigation', { name: 'Páginas del mercado primario' });
  for (let i = 1; i < page; i++) {
    await app.user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    await within(nav).findByText(new RegExp(`^Página ${i + 1} de`));
    await settled(app);
  }
  const row = document.querySelector(`tr[data-project-id="${project.id}"]`) as HTMLElement;
  await app.user.click(within(row).getAllByRole('cell')[0]!);
  await screen.findByRole('dialog', { name: titleOf(project) });
  await settled(app);
  return { app, project };
}

const showTab = async (app: RenderedApp, name: string) => {
  await app.user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};
const definition = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
/** A path the server sends, as the site links it: resolved against the site's base (INVEST-25). */
const onSite = (path: string) => new URL(path, new URL(import.meta.env.BASE_URL, document.baseURI)).href;
const amountInput = () => screen.getByLabelText(/^Monto a invertir/) as HTMLInputElement;
const any = () => true;

describe('invest modal', () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    // Below 62em the modal's three sections are tabs (INVEST-15 checks the wide layout).
    showAt(900);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("PROJ-18 INVEST-01 INVEST-02 ROUTE-20 a row opens 'Detalle de la inversión de {name} {nrocontrato}', labelled 'Mercado primario'", async () => {
    const { app, project } = await openInvest(any);
    const modal = dialog(project);
    expect(within(modal).getByText('Mercado primario')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(PATH);
  });

  it('PROJ-18 INVEST-22 by keyboard: Enter on the project name opens the modal, Escape closes it', async () => {
    const app = await openListing();
    const { data } = await primaryPage(1);
    const row = document.querySelector(`tr[data-project-id="${data[0]!.id}"]`) as HTMLElement;
    within(row).getByRole('button', { name: data[0]!.name }).focus();
    await app.user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: titleOf(data[0]!) });
    await settled(app);
    const requests = recordRequests(sim.server);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settled(app);
    expect(await requests.paths()).toContain('/api/client/projects');
  });

  it("PROJ-19 'Invertir' on a detailed card opens the invest modal for that project", async () => {
    const app = await openListing();
    const { data } = await primaryPage(1);
    await app.user.selectOptions(screen.getByLabelText('Vista del listado'), 'detailed');
    const card = screen.getByRole('article', { name: data[1]!.name });
    await app.user.click(within(card).getByRole('button', { name: 'Invertir' }));
    expect(await screen.findByRole('dialog', { name: titleOf(data[1]!) })).toBeInTheDocument();
  });

  it('PROJ-20 INVEST-16 opening the modal posts nrocontrato to projects/asociadas and lists the parcels (collapsible)', async () => {
    const requests = recordRequests(sim.server);
    const { app, project } = await openInvest((p) => p.cantidad_parcelas_asociadas > 0);
    const bodies = (await requests.all()).filter((r) => r.path === '/api/client/projects/asociadas');
    expect(bodies.map((r) => r.body)).toEqual([{ nrocontrato: project.nrocontrato }]);
    const { body } = await post<{ data: Parcel[] }>(
      '/api/client/projects/asociadas',
      { nrocontrato: project.nrocontrato },
      token(),
    );
    expect(body.data.length).toBe(project.cantidad_parcelas_asociadas);
    // Mobile: tabs, and the parcels in a collapsible list.
    expect(
      within(dialog(project)).getByRole('tablist', { name: 'Secciones de la inversión' }),
    ).toBeInTheDocument();
    const toggle = within(dialog(project)).getByRole('button', {
      name: `Parcelas asociadas (${body.data.length})`,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(dialog(project)).findByRole('list', {
      name: `Parcelas asociadas (${body.data.length})`,
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(body.data.map((x) => `${x.name} ${shown(`USDT ${x.amount}`)} · ${x.description}`));
  });

  it('INVEST-24 a failed parcels call is ignored: no sign-out, no parcels, the modal still works', async () => {
    const app = await openListing();
    sim.server.use(
      http.post('*/api/client/projects/asociadas', () =>
        HttpResponse.json(errorBodyOf('Error de parcelas'), { status: 500 }),
      ),
    );
    const { data } = await primaryPage(1);
    const row = document.querySelector(`tr[data-project-id="${data[0]!.id}"]`) as HTMLElement;
    await app.user.click(within(row).getAllByRole('cell')[0]!);
    await screen.findByRole('dialog', { name: titleOf(data[0]!) });
    await settled(app);
    expect(screen.getByText('Sin parcelas asociadas')).toBeInTheDocument();
    expect(screen.queryByText('Error de parcelas')).toBeNull();
    expect(useSession.getState().token).not.toBeNull();
    const panel = await showTab(app, 'Saldo en la cuenta');
    expect(within(panel).getByRole('button', { name: 'Invertir' })).toBeEnabled();
  });

  it("INVEST-03 'Datos de la oferta' shows the offer's figures, name, description and image link", async () => {
    const { project: p } = await openInvest(any);
    const panel = screen.getByRole('tabpanel', { name: 'Datos de la oferta' });
    expect(definition(panel, 'Tipo de oferta')).toBe(p.tipo);
    expect(definition(panel, 'Monto')).toBe(shown(`USDT ${p.amount_proyecto}`));
    expect(definition(panel, 'Monto invertido')).toBe(shown(`USDT ${p.amount_invertido}`));
    expect(definition(panel, 'Tasa de interés')).toBe(shown(`${p.tax_referential_client} %`));
    expect(definition(panel, 'Garantía')).toBe(p.warranty);
    expect(definition(panel, 'Clasificación / riesgo')).toBe(p.risk);
    expect(definition(panel, 'Fecha de rendimiento')).toBe(shown(p.end_date));
    expect(definition(panel, 'Días totales del contrato')).toBe(String(p.dias));
    expect(definition(panel, 'Días remanentes')).toBe(String(p.tiemporemanente));
    expect(definition(panel, 'Nombre')).toBe(p.name);
    expect(within(panel).getByText(p.description)).toBeInTheDocument();
    if (hasDocument(p.imagen))
      expect(within(panel).getByRole('link', { name: 'Ver imagen' })).toHaveAttribute(
        'href',
        onSite(p.imagen),
      );
  });

  it("INVEST-04 INVEST-05 'Datos de oferta' opens pdf_oferente and 'Catálogo' the brochure", async () => {
    const { project: p } = await openInvest((x) => hasDocument(x.pdf_oferente) && hasDocument(x.brouchure));
    const panel = screen.getByRole('tabpanel', { name: 'Datos de la oferta' });
    const pdf = within(panel).getByRole('link', { name: 'Datos de oferta' });
    expect(pdf).toHaveAttribute('href', onSite(p.pdf_oferente!));
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: 'Catálogo' })).toHaveAttribute(
      'href',
      onSite(p.brouchure!),
    );
  });

  it("INVEST-06 'Datos de oferta' and 'Catálogo' are hidden when empty or 'null'", async () => {
    const { project: p } = await openInvest((x) => !hasDocument(x.pdf_oferente) && !hasDocument(x.brouchure));
    expect([p.pdf_oferente, p.brouchure].every((v) => v === '' || v === 'null' || v === null)).toBe(true);
    const panel = screen.getByRole('tabpanel', { name: 'Datos de la oferta' });
    expect(within(panel).queryByRole('link', { name: 'Datos de oferta' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Catálogo' })).toBeNull();
  });

  it("INVEST-25 an issuer's javascript:, data: and http documents are not linked, and a video on another host is only a link that names it", async () => {
    const hostile = {
      imagen: 'javascript:alert(1)',
      pdf_oferente: 'data:application/pdf;base64,AAAA',
      brouchure: 'http://insecure.test/b.pdf',
      video: 'https://evil.test/frame',
    };
    // Every project of the store as an issuer could send it: the one opened is one of them.
    const db = await sim.store();
    await db.transaction('rw', db.tables, () => db.projects.toCollection().modify(hostile));
    const { project: p } = await openInvest(any);
    expect(p).toMatchObject(hostile);
    const modal = dialog(p);
    const panel = within(modal).getByRole('tabpanel', { name: 'Datos de la oferta' });
    for (const name of ['Ver imagen', 'Datos de oferta', 'Catálogo'])
      expect(within(panel).queryByRole('link', { name }), name).toBeNull();
    expect(within(modal).queryByRole('button', { name: 'Ver video' })).toBeNull();
    const link = within(panel).getByRole('link', {
      name: 'Ver el video en evil.test (se abre en otra pestaña)',
    });
    expect(link).toHaveAttribute('href', 'https://evil.test/frame');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing on the page frames, loads or links the refused addresses.
    expect(document.querySelectorAll('iframe, video, object, embed')).toHaveLength(0);
    const addresses = [...document.querySelectorAll('[href], [src]')].map(
      (e) => e.getAttribute('href') ?? e.getAttribute('src')!,
    );
    expect(addresses.filter((a) => /javascript:|data:|insecure\.test|evil\.test/i.test(a))).toEqual([
      'https://evil.test/frame',
    ]);
  });

  it("INVEST-07 'Distribución' shows a doughnut of the invested and available shares with amounts and percentages", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // recharts: the test DOM has no layout
    const { app, project: p } = await openInvest(any);
    const panel = await showTab(app, 'Distribución');
    await waitFor(() => expect(panel.querySelector('[data-chart="distribution"]')).not.toBeNull());
    const items = within(within(panel).getByRole('list', { name: 'Distribución del proyecto' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `Invertido: ${shown(`USDT ${p.amount_invertido}`)} (${shown(`${p.percentage_investment} %`)})`,
      `Disponible: ${shown(`USDT ${p.disponible}`)} (${shown(`${p.percentage_enable} %`)})`,
    ]);
  });

  it("INVEST-08 INVEST-09 INVEST-10 INVEST-11 'Saldo en la cuenta': wallet, amount (step 0.01, minimum 50), 'Ganancia', 'Valor a recibir', 'Invertir'", async () => {
    const { app, project: p } = await openInvest((x) => Number(x.disponible) >= 50);
    const panel = await showTab(app, 'Saldo en la cuenta');
    expect(definition(panel, 'Saldo disponible')).toBe(shown(`USDT ${p.disponiblewallet}`));
    expect(definition(panel, 'Ganancia')).toBe(shown(`${p.ganancia} %`));
    expect(definition(panel, 'Valor a recibir')).toBe('—');
    const input = amountInput();
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('min', '50');
    expect(input).toBeRequired();
    expect(within(panel).getByRole('button', { name: 'Invertir' })).toHaveAttribute('type', 'submit');
  });

  it('INVEST-12 when the available amount is below 50 the minimum is that amount', async () => {
    const { app, project: p } = await openInvest(
      (x) => Number(x.disponible) > 0 && Number(x.disponible) < 50,
    );
    await showTab(app, 'Saldo en la cuenta');
    expect(Number(amountInput().getAttribute('min'))).toBe(Number(p.disponible));
    expect(screen.getByText(`Mínimo ${shown(`USDT ${p.disponible}`)}`)).toBeInTheDocument();
  });

  it('INVEST-13 native validation blocks an amount below the minimum: no call', async () => {
    const { app } = await openInvest((x) => Number(x.disponible) >= 50);
    const panel = await showTab(app, 'Saldo en la cuenta');
    const requests = recordRequests(sim.server);
    await app.user.type(amountInput(), '49.99');
    await app.user.click(within(panel).getByRole('button', { name: 'Invertir' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(amountInput().validity.rangeUnderflow).toBe(true);
    expect(await requests.paths()).not.toContain('/api/client/investments/create');
  });

  it("INVEST-14 'Valor a recibir' follows the amount as it is typed", async () => {
    const { app, project: p } = await openInvest((x) => x.tiemporemanente > 0);
    const panel = await showTab(app, 'Saldo en la cuenta');
    // The seeded project: 720 days left at 0.032877 % a day, so 1000 gains 236.7144.
    expect([p.tiemporemanente, p.porcentaje_diario]).toEqual([720, '0.032877']);
    await app.user.type(amountInput(), '1000');
    expect(definition(panel, 'Valor a recibir')).toBe('USDT 1,236.71');
    await app.user.type(amountInput(), '.5');
    expect(definition(panel, 'Valor a recibir')).toBe('USDT 1,237.33');
  });

  it('INVEST-15 on wide screens the three sections sit side by side', async () => {
    showAt(1200);
    const { project } = await openInvest(any);
    const modal = dialog(project);
    expect(within(modal).queryByRole('tablist')).toBeNull();
    for (const name of ['Datos de la oferta', 'Distribución', 'Saldo en la cuenta'])
      expect(within(modal).getByRole('region', { name })).toBeInTheDocument();
    expect(modal.querySelector('[data-layout="columns"]')).not.toBeNull();
  });

  it('INVEST-17 INVEST-25 the video overlay plays the offer video when one is set, in a sandboxed player', async () => {
    const { app, project: p } = await openInvest((x) => hasDocument(x.video));
    // The seed's videos are YouTube embeds: played in YouTube's privacy-enhanced player.
    const id = /^https:\/\/www\.youtube\.com\/embed\/([A-Za-z0-9]{11})$/.exec(p.video ?? '')?.[1];
    expect(id).toBeDefined();
    await app.user.click(within(dialog(p)).getByRole('button', { name: 'Ver video' }));
    const frame = within(dialog(p)).getByTitle(`Video de ${p.name}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveAttribute('allow', 'encrypted-media; picture-in-picture; fullscreen');
    expect(frame).toHaveAttribute('loading', 'lazy');
    await app.user.click(within(dialog(p)).getByRole('button', { name: 'Cerrar video' }));
    expect(within(dialog(p)).queryByTitle(`Video de ${p.name}`)).toBeNull();
  });

  it("INVEST-17 the video takes the sections' place with the focus on 'Cerrar video'; it and Escape close it, and 'Ver video' has the focus again", async () => {
    // Side by side, the amount field is mounted beside the offer: what is typed there outlives the video.
    showAt(1200);
    const { app, project: p } = await openInvest((x) => hasDocument(x.video));
    const modal = dialog(p);
    await app.user.type(amountInput(), '75');
    const open = within(modal).getByRole('button', { name: 'Ver video' });
    for (const close of ['button', 'Escape'] as const) {
      await app.user.click(open);
      const closeButton = within(modal).getByRole('button', { name: 'Cerrar video' });
      await waitFor(() => expect(closeButton).toHaveFocus());
      // The sections are hidden while it plays: nothing behind the video is reachable.
      for (const name of ['Datos de la oferta', 'Distribución', 'Saldo en la cuenta'])
        expect(within(modal).queryByRole('region', { name })).toBeNull();
      expect(within(modal).queryByRole('button', { name: 'Ver video' })).toBeNull();
      if (close === 'button') await app.user.click(closeButton);
      else await app.user.keyboard('{Escape}');
      expect(within(modal).queryByTitle(`Video de ${p.name}`)).toBeNull();
      // Escape closed the video, not the modal; the sections are back as they were.
      expect(dialog(p)).toBe(modal);
      await waitFor(() => expect(open).toHaveFocus());
      expect(within(modal).getByRole('region', { name: 'Saldo en la cuenta' })).toBeVisible();
      expect(amountInput()).toHaveValue(75);
    }
    // Once the video is closed, Escape closes the modal again.
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: titleOf(p) })).toBeNull());
  });

  it('INVEST-18 INVEST-20 INVEST-21 invests amount and project_id; the result shows with Aceptar, which closes and reloads the lists', async () => {
    const { app, project: p } = await openInvest((x) => Number(x.disponible) >= 100);
    const panel = await showTab(app, 'Saldo en la cuenta');
    await app.user.type(amountInput(), '100');
    const requests = recordRequests(sim.server);
    await app.user.click(within(panel).getByRole('button', { name: 'Invertir' }));
    const result = await screen.findByRole('dialog', { name: 'Resultado de la operación' });
    expect(within(result).getByText('Inversión realizada con éxito')).toBeInTheDocument();
    const creates = (await requests.all()).filter((r) => r.path === '/api/client/investments/create');
    expect(creates.map((r) => r.body)).toEqual([{ amount: '100', project_id: p.id }]);
    const before = requests.count();
    await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settled(app);
    const after = (await requests.all()).slice(before).map((r) => r.path);
    expect(after).toContain('/api/client/projects');
    // The listing shows the project's new available amount.
    const row = document.querySelector(`tr[data-project-id="${p.id}"]`) as HTMLElement;
    const expected = (Number(p.disponible) - 100).toFixed(2);
    await waitFor(() => expect(row.textContent).toContain(shown(`USDT ${expected}`)));
  });

  it('INVEST-20 a refused investment shows the server message in the result modal', async () => {
    const { app, project: p } = await openInvest((x) => Number(x.disponible) >= 50);
    const panel = await showTab(app, 'Saldo en la cuenta');
    const tooMuch = (Number(p.disponible) + 1000).toFixed(2);
    await app.user.type(amountInput(), tooMuch);
    await app.user.click(within(panel).getByRole('button', { name: 'Invertir' }));
    const result = await screen.findByRole('dialog', { name: 'Resultado de la operación' });
    expect(within(result).getByRole('alert').textContent).toMatch(
      /^El monto supera el disponible del proyecto|^Saldo disponible insuficiente/,
    );
    await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('INVEST-19 while the request is pending a spinner replaces the button label', async () => {
    const { app } = await openInvest((x) => Number(x.disponible) >= 50);
    const panel = await showTab(app, 'Saldo en la cuenta');
    const hold = gate();
    sim.server.use(http.post('*/api/client/investments/create', async () => void (await hold.wait)));
    await app.user.type(amountInput(), '50');
    const button = within(panel).getByRole('button', { name: 'Invertir' });
    await app.user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    await waitFor(() => expect(button.querySelector('[class*="Button-loader"]')).not.toBeNull());
    hold.open();
    await screen.findByRole('dialog', { name: 'Resultado de la operación' });
  });

  it('INVEST-22 closing the invest modal reloads the lists', async () => {
    const { app, project } = await openInvest(any);
    const requests = recordRequests(sim.server);
    await app.user.click(within(dialog(project)).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await settled(app);
    expect(await requests.paths()).toContain('/api/client/projects');
  });

  it('INVEST-23 the invest message clears after 50 seconds and the modal then closes', async () => {
    const { app } = await openInvest((x) => Number(x.disponible) >= 50);
    const panel = await showTab(app, 'Saldo en la cuenta');
    await app.user.type(amountInput(), '50');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(panel).getByRole('button', { name: 'Invertir' }));
    await settle(() =>
      expect(screen.getByRole('dialog', { name: 'Resultado de la operación' })).toBeInTheDocument(),
    );
    await advance(49_000);
    expect(screen.getByRole('dialog', { name: 'Resultado de la operación' })).toBeInTheDocument();
    await advance(1_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000); // the closing fade
    });
    await settle(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("SRV-49 two clicks on 'Invertir' in one task send one investment, with an Idempotency-Key", async () => {
    const { app, project: p } = await openInvest((x) => Number(x.disponible) >= 100);
    const panel = await showTab(app, 'Saldo en la cuenta');
    await app.user.type(amountInput(), '100');
    const requests = recordRequests(sim.server);
    const button = within(panel).getByRole('button', { name: 'Invertir' });
    act(() => {
      button.click();
      button.click();
    });
    const result = await screen.findByRole('dialog', { name: 'Resultado de la operación' });
    expect(within(result).getByText('Inversión realizada con éxito')).toBeInTheDocument();
    await settled(app);
    const keys = requests.idempotencyKeys();
    const creates = (await requests.all())
      .map((r, i) => ({ ...r, key: keys[i] }))
      .filter((r) => r.path === '/api/client/investments/create');
    expect(creates.map((r) => r.body)).toEqual([{ amount: '100', project_id: p.id }]);
    expect(creates[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const saldos = await post<{ data: { saldos: { DISPONIBLE: string }[] } }>(
      '/api/client/dashboard',
      {},
      token(),
    );
    expect(saldos.body.data.saldos[0]!.DISPONIBLE).toBe('24900.00');
  });
});
