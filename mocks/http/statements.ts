import { balanceStatement, taxSummary } from '@/contract/schemas/statements';
import { formatDateTime } from '../domain/dates';
import { formatMicro } from '../domain/money';
import { investmentCode } from '../domain/investing-view';
import {
  checkPeriod,
  checkTaxYear,
  saleResult,
  secondaryResults,
  statementTotals,
} from '../domain/statements';
import { MOVEMENT_TYPES } from '../domain/ledger';
import { feesPaid, linesOfType, readStatementPeriod, soldInvestments } from '../store/statement-repo';
import { presentMovement } from './account';
import { readRoute } from './route';

/** The account statement of any period and the yearly tax summary (STMT-01..STMT-12); both only read. */
export const statementsRoutes = [
  // STMT-01..STMT-08: the caller's statement of the period (the session decides whose, STMT-08).
  readRoute(balanceStatement, ['movements', 'withdrawals'], async ({ db, client, body, now }) => {
    const period = checkPeriod(body.desde, body.hasta, now);
    const [{ openingMicro, rows }, feesMicro] = await Promise.all([
      readStatementPeriod(db, client.id, period.fromMs, period.toMs),
      feesPaid(db, client.id, period.fromMs, period.toMs),
    ]);
    const closingMicro = rows.length > 0 ? rows[rows.length - 1]!.saldoMicro : openingMicro;
    return {
      data: {
        desde: period.desde,
        hasta: period.hasta,
        saldo_inicial: formatMicro(openingMicro),
        saldo_final: formatMicro(closingMicro),
        movimientos: rows.map(presentMovement),
        cantidad: rows.length,
        totales: statementTotals(rows, feesMicro),
      },
    };
  }),

  // STMT-09..STMT-12: the caller's interest, secondary-market results and fees of a calendar year.
  readRoute(
    taxSummary,
    ['movements', 'withdrawals', 'investments', 'offers', 'projects'],
    async ({ db, client, body, now }) => {
      const year = checkTaxYear(body.anio, now);
      // The year's interest lines only: one range, whatever the year's other lines (schema version 12).
      const [interest, feesMicro, sold] = await Promise.all([
        linesOfType(db, client.id, MOVEMENT_TYPES.interest, year.fromMs, year.toMs),
        feesPaid(db, client.id, year.fromMs, year.toMs),
        soldInvestments(db, client.id, year.fromMs, year.toMs),
      ]);
      const interestMicro = interest.reduce((sum, m) => sum + m.balanceMicro, 0);
      const sales = sold.map((s) => ({ sold: s, result: saleResult(s.saleMicro, s.costMicro) }));
      const totals = secondaryResults(sales.map((s) => s.result));
      return {
        data: {
          anio: year.anio,
          intereses: formatMicro(interestMicro),
          ganancias_secundario: formatMicro(totals.gainsMicro),
          perdidas_secundario: formatMicro(totals.lossesMicro),
          resultado_secundario: formatMicro(totals.netMicro),
          comisiones: formatMicro(feesMicro),
          ventas: sales.map(({ sold: s, result }) => ({
            fecha: formatDateTime(s.soldAt),
            code: investmentCode(s.investmentId),
            description: `Venta de inversión: ${s.projectName}`,
            precio_venta: formatMicro(result.saleMicro),
            costo: formatMicro(result.costMicro),
            resultado: formatMicro(result.resultMicro),
          })),
        },
      };
    },
  ),
];
