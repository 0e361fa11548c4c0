import { describe, expect, it } from 'vitest';
import { TEST_START } from '../../tests/simulator';
import { checkDepositReport, depositDueAt } from '../domain/deposits';
import { beneficiaryFitsKind, withdrawalPayout } from '../domain/withdrawals';
import { persona } from './personas';
import { buildSeedPlan } from './seed-store';

const plan = buildSeedPlan(TEST_START);

describe('seeded money flows', () => {
  it('SRV-06 SRV-34 every seeded deposit is one deposits/create would accept, on a seeded address', () => {
    const addresses = plan.depositAddresses.map((a) => a.direccion);
    for (const d of plan.deposits) {
      const amount = `${Math.floor(d.amountMicro / 1e6)}.${String((d.amountMicro % 1e6) / 1e4).padStart(2, '0')}`;
      const checked = checkDepositReport(
        {
          amount,
          direccion: d.direccion,
          hash: d.hash,
          file: { size: 1, type: 'image/png', name: d.fileName },
        },
        addresses,
      );
      expect(checked, `deposit ${d.id}`).toEqual({
        amountMicro: d.amountMicro,
        direccion: d.direccion,
        hash: d.hash,
        fileName: d.fileName,
      });
    }
  });

  it("SRV-35 seeds 'RECHAZADO' reports for both investors and one report in process each, due 60 s after the seed", () => {
    for (const key of ['demo', 'inversor'] as const) {
      const mine = plan.deposits.filter((d) => d.clientId === persona(key).id);
      expect(mine.some((d) => d.status === 'RECHAZADO' && d.resolvedAt !== null)).toBe(true);
      const pending = mine.filter((d) => d.status === 'EN PROCESO');
      expect(pending).toHaveLength(1);
      expect(depositDueAt(pending[0]!)).toBe(TEST_START + 60_000);
    }
    const resolvedLater = plan.deposits.filter(
      (d) => d.status === 'APROBADO' && d.resolvedAt !== d.createdAt + 60_000,
    );
    expect(resolvedLater).toEqual([]);
  });

  it('SRV-29 SRV-31 seeded withdrawals charge the fees of withdrawall/create and go to a beneficiary of their kind', () => {
    const clients = new Map(plan.clients.map((c) => [c.id, c]));
    const beneficiaries = new Map(plan.beneficiaries.map((b) => [b.id, b]));
    expect(plan.withdrawals.some((w) => w.status === 'RECHAZADO')).toBe(true);
    // The investor's, by hand: 1.00 flat + 2 % of the amount (1,800.00 pays 1.00 + 36.00 = 37.00).
    const inversorId = persona('inversor').id;
    const units = (micro: number) => micro / 1_000_000;
    expect(
      plan.withdrawals
        .filter((w) => w.clientId === inversorId)
        .map((w) => [units(w.amountMicro), units(w.feeMicro), units(w.netMicro)]),
    ).toEqual([
      [1_800, 37, 1_763],
      [650, 14, 636],
      [900, 19, 881],
      [250, 6, 244],
      [500, 11, 489],
      [1_250, 26, 1_224],
      [300, 7, 293],
      [2_000, 41, 1_959],
      [400, 9, 391],
    ]);
    for (const w of plan.withdrawals) {
      // SRV-31: monto_flat plus monto_porcentual % of the amount in whole cents; the rest is paid out.
      const client = clients.get(w.clientId)!;
      const percentCents = Math.round(((w.amountMicro / 10_000) * client.feePercentBp) / 10_000);
      expect(w.feeMicro).toBe(client.feeFlatMicro + percentCents * 10_000);
      expect(w.netMicro).toBe(w.amountMicro - w.feeMicro);
      const b = beneficiaries.get(w.beneficiaryId!)!;
      expect(b.clientId).toBe(w.clientId);
      if (w.type === 4) expect(b.fields.address_cripto).toBe('');
      else expect(beneficiaryFitsKind(b, w.type)).toBe(true);
      // Its payout would be a valid transfer (the seed posts the same legs).
      expect(() => withdrawalPayout({ ...w, id: w.id }, w.createdAt + 60_000)).not.toThrow();
    }
  });
});
