/**
 * Named changes to a story's seeded store, made before its persona signs in (`parameters.simulator.scenario`).
 * Each one uses the store and the domain as the screen tests do; stories name them, since src/ never imports
 * mocks/.
 */
import type { StoryServer } from './simulator';

async function clientByEmail({ db }: StoryServer, email: string) {
  const client = await db.clients.where('email').equals(email).first();
  if (!client) throw new Error(`no client ${email} in the seed`);
  return client;
}

export const scenarios = {
  /**
   * The new persona (nuevo@) once its KYC is approved: a verified client with no money, investments, offers,
   * operations or cards, whose screens show their empty states.
   */
  async verifiedNewClient(server: StoryServer) {
    const client = await clientByEmail(server, 'nuevo@simulador.test');
    await server.db.clients.update(client.id, { status: 3 });
  },

  /** The platform has published no deposit address (its table emptied). */
  async noDepositAddresses({ db }: StoryServer) {
    await db.depositAddresses.clear();
  },

  /**
   * The dollar investor (inversor@) has also saved a national account whose bank and holder names are long and
   * hold markup, as a client may type them: the screen shows them as text.
   */
  async awkwardBeneficiary(server: StoryServer) {
    const client = await clientByEmail(server, 'inversor@simulador.test');
    const national = await server.db.beneficiaries
      .where('clientId')
      .equals(client.id)
      .filter((b) => b.bank_personal === 1)
      .first();
    if (!national) throw new Error('no national account of inversor@ in the seed');
    const { id: _id, ...copy } = national;
    await server.db.beneficiaries.add({
      ...copy,
      fields: {
        ...national.fields,
        bank_name: 'Banco Internacional de Desarrollo Agropecuario y Comercial <b>S.A.</b>',
        bank_client: '<img src=x onerror=alert(1)>',
      },
    });
  },

  /** The demo investor (demo@) holds eight approved cards: more than one page of the list. */
  async manyCards(server: StoryServer) {
    const client = await clientByEmail(server, 'demo@simulador.test');
    const card = await server.db.cards.where('clientId').equals(client.id).first();
    if (!card) throw new Error('no card of demo@ in the seed');
    const { id: _id, ...copy } = card;
    await server.db.cards.bulkAdd(
      [1, 2, 3, 4, 5, 6].map((n) => ({
        ...copy,
        number: `${card.number.slice(0, -2)}${10 + n}`,
        status: 'APROBADO' as const,
      })),
    );
  },

  /**
   * The unconfirmed persona (pendiente@) also holds the unused activation token the activation screen's
   * stories open: 0123456789abcdef0123456789abcdef.
   */
  async knownActivationToken(server: StoryServer) {
    const client = await clientByEmail(server, 'pendiente@simulador.test');
    await server.db.activations.add({
      token: '0123456789abcdef0123456789abcdef',
      clientId: client.id,
      createdAt: server.clock.now(),
      usedAt: null,
    });
  },

  /** The unconfirmed persona (pendiente@) asked for a new password after its activation message: two mails. */
  async pendingResetMail(server: StoryServer) {
    const client = await clientByEmail(server, 'pendiente@simulador.test');
    await server.db.outbox.add({
      to: client.email,
      kind: 'reset',
      subject: 'Recuperación de contraseña',
      body: 'Su contraseña temporal es 1a2b3c4d. Vale por 24 horas; al iniciar sesión con ella pasa a ser su contraseña. Cámbiela después desde Mi cuenta.',
      link: '/portal',
      createdAt: server.clock.now(),
    });
  },

  /** No primary project is listed any more (every one closed): the primary market is empty. */
  async noListedProjects({ db }: StoryServer) {
    await db.transaction('rw', [db.projects, db.meta], () =>
      db.projects.toCollection().modify({ status: 'FINALIZADO' }),
    );
  },

  /** Every open offer of the secondary market was withdrawn: the secondary market is empty. */
  async emptySecondaryMarket({ db }: StoryServer) {
    // An offer's write goes with its seller's figures (SRV-20).
    const { FIGURE_TABLES } = await import('../mocks/store/figures-middleware');
    await db.transaction('rw', [db.offers, ...FIGURE_TABLES], () =>
      db.offers.toCollection().modify((offer) => {
        if (offer.status === 'open') offer.status = 'cancelled';
      }),
    );
  },

  /** The demo investor (demo@) has already reported a deposit with the hash 'cdcd…' (64 characters). */
  async demoReportedHash(server: StoryServer) {
    const client = await clientByEmail(server, 'demo@simulador.test');
    const deposit = await server.db.deposits.filter((d) => d.clientId === client.id).first();
    if (!deposit) throw new Error('no deposit of demo@ in the seed');
    // A deposit's write goes with the client's figures (SRV-20).
    const { FIGURE_TABLES } = await import('../mocks/store/figures-middleware');
    await server.db.transaction('rw', [server.db.deposits, ...FIGURE_TABLES], () =>
      server.db.deposits.update(deposit.id, { hash: 'cd'.repeat(32) }),
    );
  },

  /**
   * AUTO-12, AUTO-15: the demo investor (demo@) has an active strategy that took open projects at once, and a
   * paused one that has invested nothing; made by the server's own code, inside one transaction.
   */
  async autoStrategies(server: StoryServer) {
    const client = await clientByEmail(server, 'demo@simulador.test');
    const { addStrategy, investInOpenProjects, setStrategyStatus } =
      await import('../mocks/store/strategy-repo');
    const now = server.clock.now();
    const terms = {
      montoMicro: 100_000_000,
      maximoMicro: 200_000_000,
      tasaMinBp: 0,
      tasaMaxBp: 10_000,
      plazoMin: 1,
      plazoMax: 3650,
    };
    await server.db.transaction('rw', server.db.tables, async () => {
      const active = await addStrategy(
        server.db,
        client.id,
        { ...terms, nombre: 'Agro y energía', riesgos: ['A++', 'A+', 'A'], presupuestoMicro: 500_000_000 },
        now,
      );
      await investInOpenProjects(server.db, active.id, now);
      const paused = await addStrategy(
        server.db,
        client.id,
        {
          ...terms,
          nombre: 'Solo riesgo bajo',
          plazoMax: 1,
          riesgos: ['Bajo'],
          presupuestoMicro: 1_000_000_000,
        },
        now,
      );
      await setStrategyStatus(server.db, paused, 'pausada', now);
    });
  },

  /**
   * AUTO-18: the demo investor (demo@) paused a strategy before it invested anything, and open projects match
   * it: resuming it invests at once.
   */
  async strategyToResume(server: StoryServer) {
    const client = await clientByEmail(server, 'demo@simulador.test');
    const { addStrategy, setStrategyStatus } = await import('../mocks/store/strategy-repo');
    const now = server.clock.now();
    await server.db.transaction('rw', server.db.tables, async () => {
      const strategy = await addStrategy(
        server.db,
        client.id,
        {
          nombre: 'Renta estable',
          montoMicro: 100_000_000,
          maximoMicro: 100_000_000,
          presupuestoMicro: 500_000_000,
          tasaMinBp: 0,
          tasaMaxBp: 10_000,
          plazoMin: 1,
          plazoMax: 3650,
          riesgos: ['A++', 'A+', 'A'],
        },
        now,
      );
      await setStrategyStatus(server.db, strategy, 'pausada', now);
    });
  },

  /**
   * NEWS-06: 45 days have passed since the seed: the demo investor's interest payments have fallen due, and its
   * sign-in settles them, each with its news item (more than a page of them).
   */
  async interestPaid(server: StoryServer) {
    server.clock.advance(45 * 24 * 60 * 60 * 1000);
  },
} satisfies Record<string, (server: StoryServer) => Promise<void>>;

export type ScenarioName = keyof typeof scenarios;
