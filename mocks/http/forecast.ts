import { expectedPayments } from '@/contract/schemas/forecast';
import { DAY_MS, formatDate } from '../domain/dates';
import { investmentCode } from '../domain/investing-view';
import { FORECAST_PAGE_SIZE } from '../domain/forecast';
import { formatMicro } from '../domain/money';
import { pageWindow } from '../domain/paging';
import { readForecast, type Forecast } from '../store/forecast-repo';
import { readRoute } from './route';

/** The answer's rows of a kept forecast, written once per forecast (thousands of rows on a large portfolio). */
const presented = new WeakMap<Forecast, ReturnType<typeof present>>();

function present(f: Forecast) {
  return {
    hasta: formatDate(f.toMs - DAY_MS),
    pagos: f.payments.map((p) => ({
      fecha: formatDate(p.dueAt),
      code: investmentCode(p.investmentId),
      project_id: p.projectId,
      proyecto: p.projectName,
      interes: formatMicro(p.interestMicro),
      capital: formatMicro(p.principalMicro),
      total: formatMicro(p.interestMicro + p.principalMicro),
    })),
    cantidad: f.payments.length,
    meses: f.months.map((m) => ({
      mes: m.month,
      interes: formatMicro(m.interestMicro),
      capital: formatMicro(m.principalMicro),
      total: formatMicro(m.interestMicro + m.principalMicro),
    })),
    totales: {
      interes: formatMicro(f.interestMicro),
      capital: formatMicro(f.principalMicro),
      total: formatMicro(f.interestMicro + f.principalMicro),
    },
  };
}

/** 'Próximos pagos' (PAY-01, PAY-02, SRV-67): what the caller's active investments will pay; only reads. */
export const forecastRoutes = [
  readRoute(expectedPayments, ['investments', 'projects'], async ({ db, client, body, now }) => {
    const f = await readForecast(db, client.id, now);
    let answer = presented.get(f);
    if (!answer) presented.set(f, (answer = present(f)));
    const window = pageWindow(answer.pagos.length, body.page, FORECAST_PAGE_SIZE);
    return {
      data: {
        ...answer,
        desde: formatDate(now),
        pagos: answer.pagos.slice(window.skip, window.skip + window.size),
        page: window.page,
        total_pages: window.totalPages,
      },
    };
  }),
];
