import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salePriceMicro as seedSalePrice } from '../seed/market';
import type { InvestmentRecord, OfferRecord } from '../store/records';
import { transferProblem } from './ledger';
import {
  checkCancel,
  checkOfferCreate,
  checkPurchase,
  offerEndsAt,
  offerIdOf,
  offerPriceMicro,
  parseSalePercentage,
  purchaseTransfer,
  salePriceMicro,
} from './offer-rules';
import { refusedWith } from './refusal-matcher';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0); // 07:00 in Bogotá
const DAY = 86_400_000;
const USDT = 1_000_000;

const investment = (over: Partial<InvestmentRecord> = {}): InvestmentRecord => ({
  id: 7,
  clientId: 1,
  projectId: 3,
  status: 'active',
  amountMicro: 1000 * USDT,
  startAt: NOW - 30 * DAY,
  endAt: NOW + 100 * DAY,
  mercado_secundario: 0,
  soldAt: null,
  saleMicro: null,
  originOfferId: null,
  paidThroughAt: NOW - 30 * DAY,
  nextPaymentAt: null,
  ...over,
});

const offer = (over: Partial<OfferRecord> = {}): OfferRecord & { id: number } => ({
  id: 4,
  sellerId: 1,
  investmentId: 7,
  projectId: 3,
  status: 'open',
  dateType: 3,
  createdAt: NOW - DAY,
  endsAt: null,
  precioOriginalMicro: 1000 * USDT,
  rendimientoMicro: 50 * USDT,
  amountPercentage: '100',
  precioVentaMicro: 1050 * USDT,
  buyerId: null,
  closedAt: null,
  ...over,
});

describe('offer rules', () => {
  it('SRV-24 SELL-10 prices a sale at percentage × (amount + yield) / 100: 110 % of 1000 + 50 is 1155.00', () => {
    expect(salePriceMicro(1000 * USDT, 50 * USDT, '110')).toBe(1155 * USDT);
    expect(salePriceMicro(1000 * USDT, 50 * USDT, '100')).toBe(1050 * USDT);
    // 97.25 % of 1234.57 = 1200.619325 -> 1200.62 (whole cents, half away from zero)
    expect(salePriceMicro(1234 * USDT, 570_000, '97.25')).toBe(1_200_620_000);
  });

  it('SRV-24 prices exactly like the seed priced its offers, for any amount, yield and percentage', () => {
    // 97.25 % of 1234.57 = 1200.619325 -> 1200.62, whichever side prices it
    expect(seedSalePrice(1234 * USDT, 570_000, '97.25')).toBe(1_200_620_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (cents, yieldCents, bp) => {
          const pct = parseSalePercentage(`${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`);
          const amount = cents * 10_000;
          const earned = yieldCents * 10_000;
          expect(salePriceMicro(amount, earned, pct)).toBe(seedSalePrice(amount, earned, pct));
        },
      ),
    );
  });

  it('SRV-24 reads the sale percentage as a positive decimal with up to 2 decimals, at most 1000', () => {
    expect(parseSalePercentage('98')).toBe('98');
    expect(parseSalePercentage(' 099.50 ')).toBe('99.5');
    expect(parseSalePercentage('110.00')).toBe('110');
    expect(parseSalePercentage('0.01')).toBe('0.01');
    expect(parseSalePercentage('1000')).toBe('1000');
    for (const bad of ['', '0', '0.00', '-1', 'abc', '1e3', '50,5', '50.001', 'NaN', 'Infinity', '.5']) {
      expect(() => parseSalePercentage(bad), bad).toThrow(
        refusedWith(422, 'El porcentaje de venta debe ser un número mayor que 0, con hasta 2 decimales.'),
      );
    }
    expect(() => parseSalePercentage('1000.01')).toThrow(
      refusedWith(422, 'El porcentaje de venta no puede ser mayor que 1000.'),
    );
    expect(() => offerPriceMicro(0, 0, '1')).toThrow(
      refusedWith(422, 'El precio final de venta debe ser mayor que 0.'),
    );
    expect(offerIdOf('7')).toBe(7);
    expect(() => offerIdOf('0')).toThrow(refusedWith(422, 'El identificador de la oferta no es válido.'));
  });

  it('SRV-25 ends "Hoy" at 23:59:59 Bogotá of the creation day, "Definido" at 23:59:59 of its date, never for "Sin vencimiento"', () => {
    const end = NOW + 100 * DAY;
    expect(offerEndsAt(1, '', NOW, end)).toBe(Date.UTC(2026, 10, 23, 4, 59, 59));
    // 23:30 in Bogotá is already the next UTC day: still the same platform day.
    expect(offerEndsAt(1, '', Date.UTC(2026, 10, 23, 4, 30), end)).toBe(Date.UTC(2026, 10, 23, 4, 59, 59));
    expect(offerEndsAt(2, '2026-11-30', NOW, end)).toBe(Date.UTC(2026, 11, 1, 4, 59, 59));
    expect(offerEndsAt(2, '2026-11-22', NOW, end)).toBe(Date.UTC(2026, 10, 23, 4, 59, 59));
    expect(offerEndsAt(3, '', NOW, end)).toBeNull();
  });

  it('SRV-25 refuses a "Definido" date before today or after the investment’s end day', () => {
    const end = Date.UTC(2027, 0, 10, 4, 59, 59); // 2027-01-09 23:59:59 in Bogotá
    expect(() => offerEndsAt(2, '2026-11-21', NOW, end)).toThrow(
      refusedWith(422, 'La fecha de vencimiento no puede ser anterior a hoy.'),
    );
    expect(offerEndsAt(2, '2027-01-09', NOW, end)).toBe(Date.UTC(2027, 0, 10, 4, 59, 59));
    expect(() => offerEndsAt(2, '2027-01-10', NOW, end)).toThrow(
      refusedWith(
        422,
        'La fecha de vencimiento no puede ser posterior al vencimiento de la inversión (2027-01-09).',
      ),
    );
    expect(() => offerEndsAt(2, '2026-02-30', NOW, end)).toThrow(
      refusedWith(422, 'El campo fecha de vencimiento no es válido'),
    );
  });

  it('SRV-24 lets only the owner offer an active, unoffered investment that has not ended', () => {
    const own = investment();
    expect(checkOfferCreate(own, 1, false, NOW)).toBe(own);
    expect(() => checkOfferCreate(undefined, 1, false, NOW)).toThrow(
      refusedWith(404, 'La inversión no existe.'),
    );
    expect(() => checkOfferCreate(investment(), 2, false, NOW)).toThrow(
      refusedWith(404, 'La inversión no existe.'),
    );
    expect(() => checkOfferCreate(investment({ status: 'sold' }), 1, false, NOW)).toThrow(
      refusedWith(409, 'La inversión ya fue vendida.'),
    );
    expect(() => checkOfferCreate(investment(), 1, true, NOW)).toThrow(
      refusedWith(409, 'La inversión ya está ofertada en el mercado secundario.'),
    );
    expect(() => checkOfferCreate(investment({ endAt: NOW }), 1, false, NOW)).toThrow(
      refusedWith(409, 'La inversión ya venció y no se puede ofertar.'),
    );
  });

  it('SRV-26 refuses the buyer’s own offer, a closed or ended offer and a price above DISPONIBLE; DISPONIBLE equal to the price is enough', () => {
    const price = offer().precioVentaMicro;
    const closed = refusedWith(409, 'La oferta ya no está disponible en el mercado secundario.');
    expect(() => checkPurchase(offer(), investment(), 2, price, NOW)).not.toThrow();
    expect(() => checkPurchase(undefined, undefined, 2, price, NOW)).toThrow(
      refusedWith(404, 'La oferta no existe.'),
    );
    expect(() => checkPurchase(offer(), investment(), 1, price, NOW)).toThrow(
      refusedWith(422, 'No puede comprar su propia oferta.'),
    );
    expect(() => checkPurchase(offer(), investment(), 2, price - 1, NOW)).toThrow(
      refusedWith(409, 'Saldo insuficiente: el precio de la oferta supera su saldo disponible.'),
    );
    for (const status of ['sold', 'cancelled', 'expired'] as const) {
      expect(() => checkPurchase(offer({ status }), investment(), 2, price, NOW)).toThrow(closed);
    }
    expect(() => checkPurchase(offer({ endsAt: NOW - 1 }), investment(), 2, price, NOW)).toThrow(closed);
    expect(() => checkPurchase(offer({ endsAt: NOW }), investment(), 2, price, NOW)).not.toThrow();
    expect(() => checkPurchase(offer(), investment({ status: 'sold' }), 2, price, NOW)).toThrow(closed);
    expect(() => checkPurchase(offer(), investment({ endAt: NOW }), 2, price, NOW)).toThrow(
      refusedWith(409, 'La inversión de esta oferta ya venció y no se puede comprar.'),
    );
  });

  it('SRV-28 lets only the seller cancel an offer that is still open', () => {
    const notOpen = refusedWith(409, 'La oferta ya no está abierta y no se puede cancelar.');
    expect(() => checkCancel(offer(), 1, NOW)).not.toThrow();
    expect(() => checkCancel(offer(), 2, NOW)).toThrow(refusedWith(404, 'La oferta no existe.'));
    expect(() => checkCancel(undefined, 1, NOW)).toThrow(refusedWith(404, 'La oferta no existe.'));
    expect(() => checkCancel(offer({ status: 'sold' }), 1, NOW)).toThrow(notOpen);
    expect(() => checkCancel(offer({ endsAt: NOW - 1 }), 1, NOW)).toThrow(notOpen);
  });

  it('SRV-27 writes a purchase as one balanced transfer: the price wallet to wallet, the principal invested to invested', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (priceCents, principalCents) => {
          const t = purchaseTransfer(
            offer({ precioVentaMicro: priceCents * 10_000 }),
            2,
            principalCents * 10_000,
            NOW,
          );
          expect(transferProblem(t)).toBeNull();
          expect(t.txId).toBe('offer:4:sale');
          expect(new Map(t.legs.map((l) => [l.accountId, l.amountMicro]))).toEqual(
            new Map([
              ['wallet:2', -priceCents * 10_000],
              ['wallet:1', priceCents * 10_000],
              ['invested:1', -principalCents * 10_000],
              ['invested:2', principalCents * 10_000],
            ]),
          );
        },
      ),
    );
  });
});
