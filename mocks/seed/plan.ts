/**
 * The seed is built in two steps. First a plan: every record with an explicit id and every money event on
 * a timeline, computed synchronously from `now` and a SeedRandom of a fixed seed, so two plans of the same
 * `now` are identical and nothing else (another tab, another test) can draw from it in between. Then the
 * plan is written inside the caller's transaction, replaying the timeline through the real ledger
 * repository.
 */
import type { Transfer } from '../domain/ledger';
import { walletAccount } from '../domain/ledger';
import type { MovementInput } from '../store/ledger-repo';
import type * as R from '../store/records';

export type WithId<T extends { id?: number }> = T & { id: number };

/** One money event: an optional ledger transfer and the statement lines it writes, in that order. */
export interface SeedEvent {
  at: number;
  order: number;
  transfer: Transfer | null;
  movements: MovementInput[];
}

export class Timeline {
  private readonly events: SeedEvent[] = [];

  add(at: number, transfer: Transfer | null, ...movements: MovementInput[]): void {
    this.events.push({ at, order: this.events.length, transfer, movements });
  }

  /** Events by time; events at the same time keep the order they were added in. */
  sorted(): SeedEvent[] {
    return [...this.events].sort((a, b) => a.at - b.at || a.order - b.order);
  }

  /**
   * The net effect of every event on a client's wallet, and the lowest running balance on the way; `credits`
   * are wallet credits not on the timeline yet (deposits approved later in the plan).
   */
  walletEffect(
    clientId: number,
    credits: readonly { at: number; amountMicro: number }[] = [],
  ): { totalMicro: number; lowestMicro: number; firstAt: number | null } {
    const account = walletAccount(clientId);
    const changes = credits.map((c) => ({ at: c.at, amountMicro: c.amountMicro }));
    for (const event of this.sorted()) {
      const leg = event.transfer?.legs.find((l) => l.accountId === account);
      if (leg) changes.push({ at: event.at, amountMicro: leg.amountMicro });
    }
    // Stable: at the same time, the credits come first.
    changes.sort((a, b) => a.at - b.at);
    let total = 0;
    let lowest = 0;
    for (const change of changes) {
      total += change.amountMicro;
      lowest = Math.min(lowest, total);
    }
    return { totalMicro: total, lowestMicro: lowest, firstAt: changes[0]?.at ?? null };
  }
}

/** Hands out ids 1, 2, 3... per table, so records can point at each other before they are stored. */
export class IdSequence {
  private last = 0;
  next(): number {
    this.last += 1;
    return this.last;
  }
}

export interface SeedPlan {
  countries: R.CountryRecord[];
  offerTypes: R.OfferTypeRecord[];
  activities: R.ActivityRecord[];
  issuers: WithId<R.IssuerRecord>[];
  clients: WithId<R.ClientRecord>[];
  activations: R.ActivationRecord[];
  outbox: WithId<R.OutboxRecord>[];
  kyc: WithId<R.KycRecord>[];
  projects: WithId<R.ProjectRecord>[];
  parcels: WithId<R.ParcelRecord>[];
  investments: WithId<R.InvestmentRecord>[];
  offers: WithId<R.OfferRecord>[];
  deposits: WithId<R.DepositRecord>[];
  depositAddresses: WithId<R.DepositAddressRecord>[];
  withdrawals: WithId<R.WithdrawalRecord>[];
  beneficiaries: WithId<R.BeneficiaryRecord>[];
  cards: WithId<R.CardRecord>[];
  cardMovements: WithId<R.CardMovementRecord>[];
  timeline: Timeline;
}

/** A six-digit statement code from a record id (MOV-07 shows a missing one as '000000'). */
export const codeOf = (id: number) => String(id).padStart(6, '0');
