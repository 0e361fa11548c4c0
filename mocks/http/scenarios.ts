/**
 * SCEN-01..SCEN-04, SRV-71: the demo's prepared scenarios. Each one is built the way a visitor's demo comes to be:
 * a scratch database seeded by the seed's own code at a moment of the past, then the platform's own calls
 * (authenticate, strategies, offers, profile, KYC, deposits), answered by the real handlers, while a manual clock
 * moves towards the present in steps. Every approval, interest payment, maturity and automatic investment is the
 * settlement's own, made on the signed-in request after each step. Nothing is written by hand; the scratch
 * database's rows are then loaded in one transaction (snapshot.ts replaceContents), like a reset.
 */
import { authenticate, getStatus, kyc, updateClient } from '@/contract/auth';
type Call = { method: string; path: string };
import { depositAddresses, depositCreate } from '@/contract/deposits';
import { investmentCreate } from '@/contract/investments';
import { offerCreate } from '@/contract/offers';
import { strategyCreate } from '@/contract/strategies';
import type { ScenarioName } from '@/contract/simulator';
import { manualClock } from '../domain/clock';
import { DAY_MS } from '../domain/dates';
import { GENERATED_PASSWORD } from '../seed/clients';
import { persona, type PersonaKey } from '../seed/personas';
import type { StoreOptions } from '../store/db';
import { SEEDED_KEY } from '../store/ready';
import { allRows, type StateRows, withScratch } from '../store/snapshot';
import type { Endpoint } from './route';
import { registeredRoutes } from './route-registry';
import { createServerContext } from './server-context';

/** What a scenario leaves: the rows to load, the persona it is entered as and when its data began. */
export interface ScenarioState {
  nombre: ScenarioName;
  persona: PersonaKey;
  seededAt: number;
  rows: StateRows;
}

/** SCEN-02: how far back 'historia' is seeded, and the step in which its clock walks to the present. */
export const HISTORY_DAYS = 365;
export const HISTORY_STEP_DAYS = 30;
/** SCEN-03: the sale percentages the sellers of 'mercado-secundario' ask, in turn (below and above par). */
export const MARKET_PERCENTAGES = ['96.50', '98.00', '99.25', '100.00', '101.50', '103.00', '104.75'];
/** SCEN-03: what each seller deposits, invests per project and in how many projects, and their shortest term left. */
const MARKET_DEPOSIT = '5000.00';
const MARKET_AMOUNT = '400';
const MARKET_INVESTMENTS = 10;
const MARKET_MIN_DAYS_LEFT = 45;
/** SCEN-04: the deposits the new client reports, each approved a minute later. */
export const NEW_CLIENT_DEPOSITS = ['5000.00', '5000.00'];

type Json = Record<string, unknown>;

/** The platform's calls on one scratch store, answered by the real handlers, with a clock the scenario moves. */
class ScenarioWorld {
  readonly clock;
  private readonly endpoints = new Map<string, Endpoint>();
  private readonly ctx;

  constructor(
    start: number,
    storeOptions: StoreOptions,
    routes: readonly { toEndpoints: (ctx: ReturnType<typeof createServerContext>) => Endpoint[] }[],
  ) {
    this.clock = manualClock(start);
    this.ctx = createServerContext({ clock: this.clock, storeOptions });
    for (const endpoint of routes.flatMap((r) => r.toEndpoints(this.ctx)))
      if (!endpoint.path.includes('/:')) this.endpoints.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  }

  store() {
    return this.ctx.store();
  }

  /** Sends one call; a refusal answers `null` when `mayRefuse`, otherwise it stops the build. */
  async send(call: Call, body: Json | FormData, token?: string, mayRefuse = false): Promise<Json | null> {
    const endpoint = this.endpoints.get(`${call.method} ${call.path}`);
    if (!endpoint) throw new Error(`El escenario usa una llamada sin manejador: ${call.path}`);
    const headers = new Headers();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (call.method !== 'GET') {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    const request = new Request(`http://escenario${call.path}`, {
      method: call.method,
      headers,
      body: payload,
    });
    const response = await endpoint.answer({ request, params: {} });
    const answer = (await response!.json()) as Json;
    if (response!.status === 200) return answer;
    if (mayRefuse) return null;
    throw new Error(`El escenario no pudo ${call.path}: ${JSON.stringify(answer)}`);
  }

  async signIn(email: string, password: string): Promise<string> {
    const answer = await this.send(authenticate, { email, password });
    return (answer!.success as { token: string }).token;
  }

  /** A signed-in request at the clock's time: it settles everything that fell due (SRV-44, SRV-62). */
  async settle(token: string): Promise<void> {
    await this.send(getStatus, {}, token);
  }
}

const personaSignIn = (world: ScenarioWorld, key: PersonaKey) => {
  const { email, password } = persona(key);
  return world.signIn(email, password);
};

/**
 * SCEN-02 'historia': seeded a year before now (the seed's own year of history behind it), the demo investor
 * creates a strategy for short terms, and the clock walks to now in 30-day steps; the investor signs in at each
 * step, so interest is paid, investments mature and the strategy invests in each planned project as it opens.
 */
async function buildHistory(world: ScenarioWorld, now: number): Promise<void> {
  let token = await personaSignIn(world, 'demo');
  await world.send(
    strategyCreate,
    {
      nombre: 'Plazos cortos',
      monto: '500',
      maximo_proyecto: '1000',
      tasa_min: '0',
      tasa_max: '100',
      plazo_min: 30,
      plazo_max: 200,
      riesgos: ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'],
      presupuesto: '8000',
    },
    token,
  );
  for (let at = world.clock.now() + HISTORY_STEP_DAYS * DAY_MS; at < now; at += HISTORY_STEP_DAYS * DAY_MS) {
    world.clock.set(at);
    token = await personaSignIn(world, 'demo');
    await world.settle(token);
  }
  world.clock.set(now);
  await world.settle(await personaSignIn(world, 'demo'));
}

/**
 * SCEN-03 'mercado-secundario': seeded three months ago; each generated investor of the demo's world (USDT)
 * reports a deposit, invests it in open projects of the primary market, lives three months of interest on the
 * clock, and an hour ago put every active investment on sale through offers/create, at prices below and above
 * par, without an end.
 */
async function buildMarket(world: ScenarioWorld, now: number): Promise<void> {
  const db = await world.store();
  const sellers = await db.clients
    .filter((c) => c.email.endsWith('@inversores.test') && c.demo_status === 'active')
    .toArray();
  const start = world.clock.now();
  const projects = await db.projects
    .filter(
      (p) => p.status === 'ACTIVO' && p.startAt <= start && p.endAt > now + MARKET_MIN_DAYS_LEFT * DAY_MS,
    )
    .toArray();
  for (const [k, seller] of sellers.entries()) {
    const token = await world.signIn(seller.email, GENERATED_PASSWORD);
    await depositAndWait(world, token, MARKET_DEPOSIT, `${k}`);
    // Each seller spreads the deposit over projects of its own, a different slice of the market.
    for (const project of projects.slice(k * MARKET_INVESTMENTS, (k + 1) * MARKET_INVESTMENTS))
      await world.send(investmentCreate, { project_id: project.id, amount: MARKET_AMOUNT }, token, true);
  }
  for (let at = start + 30 * DAY_MS; at < now - 3_600_000; at += 30 * DAY_MS) {
    world.clock.set(at);
    for (const seller of sellers) await world.settle(await world.signIn(seller.email, GENERATED_PASSWORD));
  }
  world.clock.set(now - 3_600_000);
  let turn = 0;
  for (const seller of sellers) {
    const token = await world.signIn(seller.email, GENERATED_PASSWORD);
    const investments = await db.investments
      .where('clientId')
      .equals(seller.id)
      .filter((i) => i.status === 'active' && i.mercado_secundario === 0)
      .toArray();
    for (const investment of investments) {
      await world.send(
        offerCreate,
        {
          investment_id: investment.id,
          date_type: 3,
          date_value: '',
          amount_percentage: MARKET_PERCENTAGES[turn % MARKET_PERCENTAGES.length],
        },
        token,
        true,
      );
      turn += 1;
    }
  }
  world.clock.set(now);
}

/** A few bytes that begin as a PNG does: what the KYC and deposit checks read (SRV-55). */
const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], name, {
    type: 'image/png',
  });

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

/** A deposit reported to the platform's first address, and the clock two minutes on: approved (SRV-35). */
async function depositAndWait(
  world: ScenarioWorld,
  token: string,
  amount: string,
  tag: string,
): Promise<void> {
  const addresses = await world.send(depositAddresses, {}, token);
  const direccion = (addresses!.data as { data: { direccion: string }[] }).data[0]!.direccion;
  await world.send(
    depositCreate,
    form({
      file: pngFile('comprobante.png'),
      amount,
      direccion,
      hash: `${'c0ffee'.repeat(10)}${tag.padStart(4, '0')}`,
      type: '2',
    }),
    token,
  );
  world.clock.advance(2 * 60_000);
  await world.settle(token);
}

/**
 * SCEN-04 'cliente-nuevo': the newly registered persona (nuevo@) completes her profile, sends her identity
 * documents (approved at once in the demo, SRV-18) and reports two deposits, each approved a minute later
 * (SRV-35): a verified client with money to invest and no investment.
 */
async function buildNewClient(world: ScenarioWorld, now: number): Promise<void> {
  world.clock.set(now - 30 * 60_000);
  const token = await personaSignIn(world, 'nuevo');
  await world.send(
    updateClient,
    {
      datos: {
        identity: '1019283746',
        telephone: '+57 311 555 0144',
        birthday_date: '1994-08-21',
        sexo: 'Femenino',
        address_street: 'Carrera 7',
        address_number: '72-41',
        address_city: 'Bogotá',
        address_country: '82',
      },
    },
    token,
  );
  await world.send(
    kyc,
    form({
      file_id_front: pngFile('documento-frente.png'),
      file_id_reverse: pngFile('documento-reverso.png'),
      file_selfie: pngFile('selfie.png'),
    }),
    token,
  );
  for (const [k, amount] of NEW_CLIENT_DEPOSITS.entries())
    await depositAndWait(world, token, amount, `${10 + k}`);
  world.clock.set(now);
  await world.settle(token);
}

const SCENARIOS: Record<
  ScenarioName,
  { persona: PersonaKey; seedDaysAgo: number; build: (w: ScenarioWorld, now: number) => Promise<void> }
> = {
  historia: { persona: 'demo', seedDaysAgo: HISTORY_DAYS, build: buildHistory },
  'mercado-secundario': { persona: 'demo', seedDaysAgo: 90, build: buildMarket },
  'cliente-nuevo': { persona: 'nuevo', seedDaysAgo: 1, build: buildNewClient },
};

/**
 * Builds a scenario ending at `now` (the injected clock's time, so the loaded state's clock offset is 0) in a
 * scratch database beside the store, and answers its rows. Awaits another database: it runs before the
 * request's transaction, which then only swaps the contents.
 */
export async function buildScenario(
  nombre: ScenarioName,
  now: number,
  options: StoreOptions,
): Promise<ScenarioState> {
  const routes = registeredRoutes();
  const plan = SCENARIOS[nombre];
  return withScratch(options, 'escenario', async (scratch) => {
    const world = new ScenarioWorld(now - plan.seedDaysAgo * DAY_MS, scratch, routes);
    const db = await world.store();
    try {
      await plan.build(world, now);
      const rows = await allRows(db);
      const seededAt = rows.meta!.find((r) => r.key === SEEDED_KEY)!.value as number;
      return { nombre, persona: plan.persona, seededAt, rows };
    } finally {
      db.close();
    }
  });
}
