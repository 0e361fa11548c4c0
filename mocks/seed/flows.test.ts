import { describe, expect, it } from 'vitest';
import { TEST_START } from '../../tests/simulator';
import { checkDepositReport, depositDueAt } from '../domain/deposits';
import { withdrawalCharge } from '../domain/fees';
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
        ok: { amountMicro: d.amountMicro, direccion: d.direccion, hash: d.hash, fileName: d.fileName },
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
    for (const w of plan.withdrawals) {
      expect(withdrawalCharge(w.amountMicro, clients.get(w.clientId)!)).toEqual({
        feeMicro: w.feeMicro,
        netMicro: w.netMicro,
      });
      const b = beneficiaries.get(w.beneficiaryId!)!;
      expect(b.clientId).toBe(w.clientId);
      if (w.type === 4) expect(b.fields.address_cripto).toBe('');
      else expect(beneficiaryFitsKind(b, w.type)).toBe(true);
      // Its payout would be a valid transfer (the seed posts the same legs).
      expect(() => withdrawalPayout({ ...w, id: w.id }, w.createdAt + 60_000)).not.toThrow();
    }
  });
});
