/**
 * The earlier months of the personas' market life: older primary investments (the dashboard chart spans
 * most of a year), more sales and secondary purchases, more open offers of the investor without demo mode,
 * and the offerer's own portfolio in other issuers' projects. Drawn from a random stream of its own, so the
 * rest of the seed draws exactly what it drew before.
 */
import { DAY_MS, startOfDay } from '../domain/dates';
import { microOf } from '../domain/money';
import type { ProjectRecord } from '../store/records';
import type { MarketBuilder } from './market';
import { persona } from './personas';
import type { WithId } from './plan';
import { LOW_AVAILABLE_PROJECT_ID, availableMicro } from './projects';
import { SeedRandom } from './seed-random';

/** The fixed seed of this history's random stream. */
export const HISTORY_SEED = 20_261_123;

/** Projects picked for history investments end at least this far ahead: they stay active on every screen. */
const MIN_DAYS_LEFT = 45;

export function buildMarketHistory(
  m: MarketBuilder,
  now: number,
  projects: readonly WithId<ProjectRecord>[],
  investorIds: readonly number[],
): void {
  const h = new SeedRandom(HISTORY_SEED);
  const ago = (days: number, hours = 10) => startOfDay(now - days * DAY_MS) + hours * 3_600_000;
  const inDays = (days: number) => now + days * DAY_MS;
  const today = Math.max(startOfDay(now), now - 3 * 3_600_000);
  const demo = persona('demo').id;
  const inversor = persona('inversor').id;
  const emisor = persona('emisor').id;
  const [g1, g2, g3, g4, g5, g6] = investorIds as [number, number, number, number, number, number];

  /** A project open to an investment of `amountMicro` on `at`: started, far from its end, not the offerer's own when `notOf` is it. */
  const projectFor = (at: number, amountMicro: number, notOf?: number) => {
    const open = projects.filter(
      (p) =>
        p.id !== LOW_AVAILABLE_PROJECT_ID &&
        p.startAt < at - DAY_MS &&
        p.endAt > now + MIN_DAYS_LEFT * DAY_MS &&
        availableMicro(p) >= amountMicro * 4 &&
        (notOf === undefined || p.oferenteId !== notOf),
    );
    if (open.length === 0) throw new Error('Sin proyecto abierto para la historia de la semilla');
    return h.helpers.arrayElement(open).id;
  };
  const invest = (clientId: number, amountMicro: number, days: number, hours = 10) => {
    const at = ago(days, hours);
    return m.invest(clientId, projectFor(at, amountMicro, clientId), amountMicro, at);
  };

  // Valentina (demo): a year of investing; two more sales and two purchases on the secondary market.
  const demoEarly = invest(demo, microOf(1_500), 300);
  invest(demo, microOf(2_200), 270, 11);
  const demoSpring = invest(demo, microOf(1_000), 240, 15);
  invest(demo, microOf(1_800), 210, 9);
  invest(demo, microOf(900), 185, 16);
  m.sell(m.offer(demoEarly, { dateType: 3, createdAt: ago(200), amountPercentage: '104' }), g1, ago(190, 14));
  m.sell(
    m.offer(demoSpring, { dateType: 2, createdAt: ago(150), endDay: ago(140), amountPercentage: '101.50' }),
    g6,
    ago(145, 17),
  );
  const g2Offer = m.offer(invest(g2, microOf(1_100), 225), {
    dateType: 3,
    createdAt: ago(115),
    amountPercentage: '99',
  });
  m.sell(g2Offer, demo, ago(110, 12));
  const g1Offer = m.offer(invest(g1, microOf(650), 200), {
    dateType: 2,
    createdAt: ago(80),
    endDay: ago(70),
    amountPercentage: '100',
  });
  m.sell(g1Offer, demo, ago(75, 18));

  // Andrés: older investments, one more sale, one more purchase and two more open offers.
  invest(inversor, microOf(3_000), 280);
  const inversorSold = invest(inversor, microOf(1_200), 250, 14);
  invest(inversor, microOf(2_000), 215, 11);
  invest(inversor, microOf(800), 185, 9);
  m.sell(
    m.offer(inversorSold, { dateType: 3, createdAt: ago(170), amountPercentage: '102.50' }),
    g5,
    ago(160),
  );
  m.offer(invest(inversor, microOf(1_500), 155, 15), {
    dateType: 1,
    createdAt: today,
    amountPercentage: '100',
  });
  m.offer(invest(inversor, microOf(1_000), 125), { dateType: 3, createdAt: ago(4), amountPercentage: '106' });
  m.sell(
    m.offer(invest(g3, microOf(900), 220), { dateType: 3, createdAt: ago(100), amountPercentage: '98.75' }),
    inversor,
    ago(95, 16),
  );

  // The offerer invests its treasury in other issuers' projects: active, sold, offered and one purchase.
  invest(emisor, microOf(1_500), 390);
  const emisorSold = invest(emisor, microOf(2_500), 330, 15);
  invest(emisor, microOf(1_200), 270);
  invest(emisor, microOf(2_000), 220, 11);
  m.sell(
    m.offer(emisorSold, { dateType: 3, createdAt: ago(210), amountPercentage: '103' }),
    g2,
    ago(200, 15),
  );
  m.offer(invest(emisor, microOf(1_000), 150), {
    dateType: 2,
    createdAt: ago(5),
    endDay: inDays(25),
    amountPercentage: '101',
  });
  invest(emisor, microOf(750), 90, 9);
  m.sell(
    m.offer(invest(g6, microOf(800), 180), { dateType: 3, createdAt: ago(60), amountPercentage: '100.50' }),
    emisor,
    ago(55, 11),
  );
  invest(emisor, microOf(1_250), 45, 14);
  invest(emisor, microOf(600), 12, 16);

  // Other investors in the offerer's own projects ('Mis proyectos').
  for (const [k, project] of projects.filter((p) => p.oferenteId === emisor).entries()) {
    const at = Math.max(project.startAt + 2 * DAY_MS, ago(150 - 20 * k, 12));
    m.invest([g1, g3, g4, g5][k % 4]!, project.id, microOf(500 + 250 * k), at);
  }
}
