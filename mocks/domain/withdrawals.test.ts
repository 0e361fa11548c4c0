import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLegs, holdAccount, transferProblem, walletAccount } from './ledger';
import { microOf } from './money';
import {
  beneficiaryFitsKind,
  checkMayWithdraw,
  checkWithdrawalAmount,
  isWithdrawalDue,
  presentWithdrawal,
  withdrawalHold,
  withdrawalPayout,
} from './withdrawals';
import { refusedWith } from './refusal-matcher';

const rates = { feeFlatMicro: microOf(1), feePercentBp: 200 };
const wallet = microOf(1_000);

describe('withdrawal rules', () => {
  it('SRV-30 WDR-26 refuses 19.99, accepts 20, and refuses more than DISPONIBLE', () => {
    expect(() => checkWithdrawalAmount('19.99', '19.99', rates, wallet)).toThrow(
      refusedWith(422, 'El monto mínimo de retiro es 20 USDT.'),
    );
    expect(checkWithdrawalAmount('20', '20', rates, wallet)).toEqual({
      amountMicro: 20_000_000,
      feeMicro: 1_400_000,
      netMicro: 18_600_000,
    });
    expect(checkWithdrawalAmount('1000', '1000.00', rates, wallet)).toMatchObject({
      amountMicro: 1_000_000_000,
    });
    expect(() => checkWithdrawalAmount('1000.01', '1000.01', rates, wallet)).toThrow(
      refusedWith(409, 'Saldo insuficiente: el monto supera su saldo disponible.'),
    );
  });

  it('SRV-30 refuses text that is not money, a differing amount, and a fee the amount cannot cover', () => {
    for (const monto of ['', '0', '-1', '1e3', 'NaN', 'Infinity', '50,5', '50.0000001', 'veinte']) {
      expect(() => checkWithdrawalAmount(monto, monto, rates, wallet), monto).toThrow(
        refusedWith(422, 'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.'),
      );
    }
    expect(() => checkWithdrawalAmount('50', '51', rates, wallet)).toThrow(
      refusedWith(422, 'Los campos monto y amount deben tener el mismo valor.'),
    );
    expect(() =>
      checkWithdrawalAmount('20', '20', { feeFlatMicro: microOf(20), feePercentBp: 0 }, wallet),
    ).toThrow(refusedWith(422, 'El monto no alcanza a cubrir la comisión del retiro.'));
  });

  it('SRV-30 demo clients may not withdraw', () => {
    expect(() => checkMayWithdraw({ demo_status: 'active' })).toThrow(
      refusedWith(
        403,
        'Los retiros no están disponibles en modo demostración: el saldo y las operaciones de esta cuenta no son reales.',
      ),
    );
    expect(() => checkMayWithdraw({ demo_status: 'inactive' })).not.toThrow();
  });

  it('WDR-09 WDR-14 matches each type to its beneficiary kind; crypto needs a USDT address', () => {
    const national = { bank_personal: 1 as const, fields: {} };
    const international = { bank_personal: 2 as const, fields: {} };
    const remittance = { bank_personal: 3 as const, fields: { address_cripto: '' } };
    const crypto = {
      bank_personal: 3 as const,
      fields: { address_cripto: '0xabc', network: 'Ethereum (ERC-20)' },
    };
    expect([1, 2, 3].map((t) => beneficiaryFitsKind(national, t as 1 | 2 | 3))).toEqual([true, false, false]);
    expect([1, 2, 3].map((t) => beneficiaryFitsKind(international, t as 1 | 2 | 3))).toEqual([
      false,
      true,
      false,
    ]);
    expect([1, 2, 3].map((t) => beneficiaryFitsKind(remittance, t as 1 | 2 | 3))).toEqual([
      false,
      false,
      false,
    ]);
    expect([1, 2, 3].map((t) => beneficiaryFitsKind(crypto, t as 1 | 2 | 3))).toEqual([false, false, true]);
  });

  it('SRV-32 a withdrawal is due exactly 60 s after it, and only while in process', () => {
    const w = { status: 'EN PROCESO' as const, createdAt: 5_000 };
    expect(isWithdrawalDue(w, 64_999)).toBe(false);
    expect(isWithdrawalDue(w, 65_000)).toBe(true);
    expect(isWithdrawalDue({ ...w, status: 'RECHAZADO' }, 9e12)).toBe(false);
  });

  it('SRV-31 SRV-32 hold then payout leave the wallet short by the amount, the hold empty, and sum to zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (cents, bp) => {
          const checked = checkWithdrawalAmount(
            (cents / 100).toFixed(2),
            (cents / 100).toFixed(2),
            { feeFlatMicro: microOf(1), feePercentBp: bp },
            microOf(200_000),
          );
          const w = { id: 9, clientId: 4, beneficiario: 'Ana', ...checked };
          const hold = withdrawalHold(w, 1).transfer;
          const payout = withdrawalPayout(w, 2);
          expect(transferProblem(hold)).toBeNull();
          expect(transferProblem(payout)).toBeNull();
          const start = new Map([[walletAccount(4), microOf(200_000)]]);
          const afterHold = new Map([...start, ...applyLegs(start, hold)]);
          const afterPayout = new Map([...afterHold, ...applyLegs(afterHold, payout)]);
          expect(afterPayout.get(walletAccount(4))).toBe(microOf(200_000) - w.amountMicro);
          expect(afterPayout.get(holdAccount(4))).toBe(0);
        },
      ),
    );
  });

  it('WDR-06 ENT-12 shows monto and amount as the requested amount and the readable kind', () => {
    const row = presentWithdrawal({
      id: 3,
      clientId: 2,
      beneficiaryId: null,
      beneficiario: 'Rosa Gómez',
      type: 4,
      amountMicro: microOf(300),
      feeMicro: microOf(7),
      netMicro: microOf(293),
      status: 'APROBADO',
      currency_tag: 'USDT',
      note: 'Remesa familiar',
      pin: '000123',
      remesa: {},
      createdAt: Date.UTC(2026, 0, 2, 15, 4, 5),
      resolvedAt: null,
    });
    expect(row).toEqual({
      id: 3,
      fecha: '2026-01-02 10:04:05',
      note: 'Remesa familiar',
      beneficiario: 'Rosa Gómez',
      tipo: 'Retiro por remesa',
      currency_tag: 'USDT',
      monto: '300.00',
      amount: '300.00',
      estado: 'APROBADO',
    });
  });
});
