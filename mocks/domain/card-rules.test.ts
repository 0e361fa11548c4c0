import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../store/records';
import {
  CARD_APPROVAL_DELAY_MS,
  cardReference,
  cardTransferEvent,
  checkCardTransfer,
  isApprovalDue,
  luhnDigit,
  newCardNumber,
  presentCard,
} from './card-rules';
import { transferProblem } from './ledger';
import { refusedWith } from './refusal-matcher';

/** The Luhn check written out: from the right every second digit doubled (less 9 above 9), the sum ends in 0. */
function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((digit, i) => {
    const d = Number(digit) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return sum % 10 === 0;
}

describe('card rules', () => {
  it('SRV-36 a PENDIENTE card is due for approval exactly 60 s after its application, and only then', () => {
    const card = { status: 'PENDIENTE' as const, createdAt: 1_000 };
    expect(CARD_APPROVAL_DELAY_MS).toBe(60_000);
    expect(isApprovalDue(card, 1_000 + 59_999)).toBe(false);
    expect(isApprovalDue(card, 1_000 + 60_000)).toBe(true);
    expect(isApprovalDue({ ...card, status: 'APROBADO' }, 10 ** 9)).toBe(false);
    expect(isApprovalDue({ ...card, status: 'DESACTIVADA' }, 10 ** 9)).toBe(false);
  });

  it('SRV-37 CARD-39 checks the amount, the 3000 limit, the status and DISPONIBLE, in that order', () => {
    const approved = { status: 'APROBADO' as const };
    const wallet = 5_000_000_000;
    expect(checkCardTransfer('3000', approved, wallet)).toBe(3_000_000_000);
    expect(() => checkCardTransfer('3000.01', approved, wallet)).toThrow(
      refusedWith(422, 'El monto máximo por transferencia a tarjeta es 3000.'),
    );
    expect(checkCardTransfer('0.01', approved, wallet)).toBe(10_000);
    expect(() => checkCardTransfer('12,50', approved, wallet)).toThrow(
      refusedWith(422, 'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.'),
    );
    expect(() => checkCardTransfer('0', approved, wallet)).toThrow(refusedWith(422, /./));
    expect(() => checkCardTransfer('10', { status: 'PENDIENTE' }, wallet)).toThrow(
      refusedWith(
        409,
        'La tarjeta no está aprobada: solo se puede transferir a una tarjeta con estado APROBADO.',
      ),
    );
    expect(() => checkCardTransfer('10', { status: 'DESACTIVADA' }, wallet)).toThrow(refusedWith(409, /./));
    expect(() => checkCardTransfer('10.01', approved, 10_000_000)).toThrow(
      refusedWith(409, 'Saldo insuficiente: el monto supera su saldo disponible.'),
    );
    expect(checkCardTransfer('10', approved, 10_000_000)).toBe(10_000_000);
  });

  it('SRV-37 SRV-39 a transfer is one balanced wallet → card transfer and a negative statement line', () => {
    const { transfer, movement } = cardTransferEvent(
      { id: 7, clientId: 3, number: '4111111111111111' },
      2_500_000,
      'nota',
      99,
      12,
    );
    expect(transferProblem(transfer)).toBeNull();
    expect(transfer.legs).toEqual([
      { accountId: 'wallet:3', amountMicro: -2_500_000 },
      { accountId: 'card:7', amountMicro: 2_500_000 },
    ]);
    expect(movement).toMatchObject({
      clientId: 3,
      balanceMicro: -2_500_000,
      type: 'TARJETA',
      description: 'Transferencia a tarjeta terminada en 1111',
      notes: 'nota',
      code: '000012',
    });
    expect(cardReference(12)).toBe('TRF-000012');
  });

  it('SRV-36 new card numbers have 16 digits, start with 4 and pass the Luhn check', () => {
    for (let i = 0; i < 50; i += 1) {
      const n = newCardNumber();
      expect(n).toMatch(/^4\d{15}$/);
      expect(luhnValid(n)).toBe(true);
    }
    expect(luhnDigit('411111111111111')).toBe('1');
    // 4 and fourteen zeros: the 4 is doubled to 8, so the check digit is 2 (8 + 2 = 10).
    expect(newCardNumber((b) => b.fill(0))).toBe('4000000000000002');
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000000001')).toBe(false);
  });

  it('ENT-16 ENT-17 presents a card with money strings and platform dates', () => {
    const record: CardRecord & { id: number } = {
      id: 4,
      clientId: 1,
      number: '4000123412341234',
      card_model: 'Visa',
      status: 'APROBADO',
      balanceMicro: 1_234_567_500_000,
      blockedMicro: 0,
      transitMicro: 5_000,
      reason: '',
      application: {},
      createdAt: Date.UTC(2026, 0, 2, 5, 0, 0),
      updatedAt: Date.UTC(2026, 0, 2, 5, 1, 0),
    };
    const card = presentCard(record, [
      {
        id: 9,
        cardId: 4,
        description: 'd',
        reference: 'r',
        created_by: 'c',
        amountMicro: -45_900_000,
        createdAt: Date.UTC(2026, 0, 3, 4, 59, 59),
      },
    ]);
    expect(card).toEqual({
      id: 4,
      number: '4000123412341234',
      card_model: 'Visa',
      status: 'APROBADO',
      balance: '1234567.50',
      blocked_balance: '0.00',
      transit_balance: '0.01',
      created_at: '2026-01-02 00:00:00',
      updated_at: '2026-01-02 00:01:00',
      movimientos: [
        {
          id: 9,
          description: 'd',
          reference: 'r',
          created_by: 'c',
          amount: '-45.90',
          created_at: '2026-01-02 23:59:59',
        },
      ],
    });
  });
});
