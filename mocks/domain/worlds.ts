/**
 * SRV-50: demo and real are two worlds. A client with demo_status 'active' plays with demo money (USDT), any
 * other client holds real money ($). No transfer ever has an account of one world on one side and an
 * account of the other on the other; a client sees and trades only its own world's offers; and each project
 * keeps its invested amount and investors per world, so a demo investment never takes a real client's
 * capacity. Pure: the store supplies the records.
 */
import type { ClientRecord, ProjectRecord } from '../store/records';

export type World = 'demo' | 'real';

/** The world a client belongs to: demo when its demo_status is 'active' (DEMO-01), real otherwise. */
export function worldOf(client: Pick<ClientRecord, 'demo_status'>): World {
  return client.demo_status === 'active' ? 'demo' : 'real';
}

/**
 * The project's invested amount and investors in one world. The real world's are invertidoMicro and
 * total_inversores; the demo world's are demoInvertidoMicro and demoInversores, which a project stored
 * before the worlds were split lacks: it then starts from the figures it had (never less than was taken).
 */
export function worldFigures(
  p: Pick<ProjectRecord, 'invertidoMicro' | 'total_inversores' | 'demoInvertidoMicro' | 'demoInversores'>,
  world: World,
): { invertidoMicro: number; total_inversores: number } {
  if (world === 'real') return { invertidoMicro: p.invertidoMicro, total_inversores: p.total_inversores };
  return {
    invertidoMicro: p.demoInvertidoMicro ?? p.invertidoMicro,
    total_inversores: p.demoInversores ?? p.total_inversores,
  };
}

/** The project as a client of `world` sees and takes it: its world's invested amount and investors. */
export function projectInWorld<T extends ProjectRecord>(p: T, world: World): T {
  return { ...p, ...worldFigures(p, world) };
}

/** The fields a primary investment of `amountMicro` by a client of `world` writes on the project. */
export function projectInvestmentUpdate(
  p: ProjectRecord,
  world: World,
  amountMicro: number,
  newInvestor: boolean,
): Partial<ProjectRecord> {
  const now = worldFigures(p, world);
  const invertidoMicro = now.invertidoMicro + amountMicro;
  const inversores = now.total_inversores + (newInvestor ? 1 : 0);
  return world === 'real'
    ? { invertidoMicro, total_inversores: inversores }
    : { demoInvertidoMicro: invertidoMicro, demoInversores: inversores };
}

/** Why a transfer mixes the worlds, or null: each leg's world, null for the outside world (neutral). */
export function mixedWorldsProblem(
  legs: readonly { accountId: string; world: World | null }[],
): string | null {
  const worlds = new Set(legs.map((l) => l.world).filter((w): w is World => w !== null));
  if (worlds.size < 2) return null;
  return `mezcla cuentas demo y reales: ${legs.map((l) => `${l.accountId} (${l.world ?? 'exterior'})`).join(', ')}`;
}
