import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_APPROVAL_DELAY_MS,
  checkDepositReport,
  depositApproval,
  isDepositDue,
  presentDeposit,
  sameHash,
} from './deposits';
import { WORLD_ACCOUNT, transferProblem, walletAccount } from './ledger';
import { microOf } from './money';
import { refusedWith } from './refusal-matcher';

const TRON = `T${'9xKzPqRw3'.repeat(3)}abcdef`;
const ERC = `0x${'aB12'.repeat(10)}`;
const good = {
  amount: '100',
  direccion: TRON,
  hash: 'f'.repeat(64),
  file: { size: 1000, type: 'image/jpeg', name: 'recibo.jpg' },
};
const check = (over: Partial<typeof good> = {}) => checkDepositReport({ ...good, ...over }, [TRON, ERC]);

describe('deposit reports', () => {
  it('SRV-34 DEP-22 accepts 5000 and refuses 5000.01', () => {
    expect(check({ amount: '5000' })).toEqual({
      amountMicro: 5_000_000_000,
      direccion: TRON,
      hash: good.hash,
      fileName: 'recibo.jpg',
    });
    expect(() => check({ amount: '5000.01' })).toThrow(
      refusedWith(422, 'El monto máximo por depósito es 5000 USDT.'),
    );
  });

  it('SRV-34 refuses amounts that are not positive money with at most 2 decimals', () => {
    for (const amount of ['', '0', '-1', '1e3', 'NaN', 'Infinity', '50,5', '50.0000001', 'texto']) {
      expect(() => check({ amount }), amount).toThrow(
        refusedWith(422, 'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.'),
      );
    }
  });

  it('SRV-34 accepts only the platform addresses and 64-hex hashes, trimmed', () => {
    expect(check({ direccion: ` ${ERC} ` })).toMatchObject({ direccion: ERC });
    expect(() => check({ direccion: 'otra' })).toThrow(
      refusedWith(422, 'La dirección no corresponde a ninguna de las direcciones USDT de la plataforma.'),
    );
    expect(check({ hash: `0x${'A'.repeat(64)}` })).toMatchObject({ hash: `0x${'A'.repeat(64)}` });
    for (const hash of ['abc', 'g'.repeat(64), `0x${'a'.repeat(63)}`, `${'a'.repeat(64)} x`]) {
      expect(() => check({ hash }), hash).toThrow(
        refusedWith(
          422,
          'El hash de la transacción no es válido: deben ser 64 caracteres hexadecimales, con o sin el prefijo 0x.',
        ),
      );
    }
    expect(sameHash(`0x${'AB'.repeat(32)}`, 'ab'.repeat(32))).toBe(true);
  });

  it('SRV-34 checks the proof file like KYC: at most 5 MB, an image or a PDF', () => {
    expect(() => check({ file: { size: 5 * 1024 * 1024 + 1, type: 'image/png', name: 'a.png' } })).toThrow(
      refusedWith(422, 'El archivo del comprobante supera el tamaño máximo de 5 MB.'),
    );
    expect(() => check({ file: { size: 10, type: 'text/plain', name: 'a.txt' } })).toThrow(
      refusedWith(422, 'El archivo del comprobante debe ser una imagen JPG, PNG o WEBP, o un PDF.'),
    );
    expect(check({ file: { size: 10, type: 'application/pdf', name: '' } })).toMatchObject({
      fileName: 'comprobante',
    });
  });

  it('SRV-35 a report is due exactly 60 s after it, and only while in process', () => {
    const d = { status: 'EN PROCESO' as const, createdAt: 1_000_000 };
    expect(DEPOSIT_APPROVAL_DELAY_MS).toBe(60_000);
    expect(isDepositDue(d, 1_059_999)).toBe(false);
    expect(isDepositDue(d, 1_060_000)).toBe(true);
    expect(isDepositDue({ ...d, status: 'RECHAZADO' }, 9e12)).toBe(false);
    expect(isDepositDue({ ...d, status: 'APROBADO' }, 9e12)).toBe(false);
  });

  it('SRV-35 SRV-39 the approval moves the amount from the world to the wallet with a DEPOSITO line', () => {
    const record = {
      id: 42,
      clientId: 7,
      amountMicro: microOf(250, 50),
      direccion: TRON,
      hash: good.hash,
      type: 2,
      fileName: 'x.png',
      status: 'EN PROCESO' as const,
      currency_tag: 'USDT',
      createdAt: Date.UTC(2026, 10, 22, 17, 0, 0),
      resolvedAt: null,
    };
    const { transfer, movement } = depositApproval(record, record.createdAt + 60_000);
    expect(transferProblem(transfer)).toBeNull();
    expect(transfer.txId).toBe('deposit:42:approve');
    expect(transfer.legs).toEqual([
      { accountId: WORLD_ACCOUNT, amountMicro: -microOf(250, 50) },
      { accountId: walletAccount(7), amountMicro: microOf(250, 50) },
    ]);
    expect(movement).toMatchObject({
      clientId: 7,
      balanceMicro: microOf(250, 50),
      type: 'DEPOSITO',
      code: '000042',
    });
    expect(presentDeposit(record)).toEqual({
      id: 42,
      fecha: '2026-11-22 12:00:00',
      tipo: 'Depósito USDT',
      currency_tag: 'USDT',
      monto: '250.50',
      estado: 'EN PROCESO',
    });
  });
});
