import { http, HttpResponse } from 'msw';
import { getStatus } from '@/contract/auth';
import { errorBodyOf } from '@/contract/errors';
import {
  investmentFilters,
  investmentsList,
  soldInvestments,
  type Investment,
  type ListTotals,
} from '@/contract/investments';
import { offerCreate } from '@/contract/offers';

/** A 375 px screen. */
export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const base: Investment = {
  id: 1,
  name: 'Cultivo de café especial en Huila',
  date_investment: '2026-07-25 10:00:00',
  end_date: '2027-06-30 23:59:59',
  investment_amount: '4000.00',
  monto_venta: null,
  fee_total_contract: '12.5',
  tax_referential_client: '12.5',
  rendimiento: '164.38',
  rendimientofuturo: '298.63',
  saldo: '4164.38',
  mercado_secundario: 0,
  vender: 0,
  date_sold: null,
  imagen: null,
  description: 'Cosecha de café de altura con comercialización asegurada para exportación.',
  project: 11,
};

export const activeInvestments: Investment[] = [
  base,
  {
    ...base,
    id: 2,
    name: 'Bodegas industriales en Medellín',
    date_investment: '2026-09-03 10:00:00',
    end_date: '2028-11-11 23:59:59',
    investment_amount: '2750.25',
    fee_total_contract: '12',
    rendimiento: '72.33',
    rendimientofuturo: '661.80',
    saldo: '2822.58',
    project: 23,
  },
  {
    ...base,
    id: 3,
    name: 'Parque solar La Guajira',
    date_investment: '2026-10-08 10:00:00',
    end_date: '2027-02-28 23:59:59',
    investment_amount: '1500.00',
    fee_total_contract: '10',
    rendimiento: '18.90',
    rendimientofuturo: '40.11',
    saldo: '1518.90',
    mercado_secundario: 1,
    project: 29,
  },
];

export const soldInvestmentRows: Investment[] = [
  {
    ...base,
    id: 9,
    name: 'Vivienda de interés social en Cali',
    date_investment: '2026-07-05 10:00:00',
    end_date: '2027-05-31 23:59:59',
    investment_amount: '2200.00',
    monto_venta: '2293.06',
    rendimiento: '126.27',
    saldo: '2326.27',
    vender: 1,
    date_sold: '2026-10-28 16:00:00',
    project: 33,
  },
];

const totalsOf = (rows: Investment[]): ListTotals => {
  const sum = (pick: (i: Investment) => string) =>
    (rows.reduce((acc, i) => acc + Math.round(Number(pick(i)) * 100), 0) / 100).toFixed(2);
  return {
    cantidad: rows.length,
    total_monto: sum((i) => i.investment_amount),
    total_rendimiento: sum((i) => i.rendimiento),
    total_saldo: sum((i) => i.saldo),
  };
};

const listOf = (rows: Investment[]) => ({
  data: { datos: rows, totales: totalsOf(rows), page: 1, total_pages: 1 },
});

const status = (demo: boolean) =>
  http.post(`*${getStatus.path}`, () =>
    HttpResponse.json({ data: { status: 3, demo_status: demo ? 'active' : 'inactive' } }),
  );

const filters = http.post(`*${investmentFilters.path}`, () =>
  HttpResponse.json({
    data: {
      proyectos: [...activeInvestments, ...soldInvestmentRows].map((i) => ({ id: i.project, name: i.name })),
    },
  }),
);

/** The screen's calls answered with fixed data: with or without investments, in demo mode or not. */
export const answers = ({ demo = true, empty = false } = {}) => [
  status(demo),
  filters,
  http.post(`*${investmentsList.path}`, () => HttpResponse.json(listOf(empty ? [] : activeInvestments))),
  http.post(`*${soldInvestments.path}`, () => HttpResponse.json(listOf(empty ? [] : soldInvestmentRows))),
  http.post(`*${offerCreate.path}`, () =>
    HttpResponse.json({ message: 'Su inversión fue ofertada en el mercado secundario.' }),
  ),
];

/** offers/create refuses. */
export const refusedOffer = http.post(`*${offerCreate.path}`, () =>
  HttpResponse.json(errorBodyOf('La inversión ya está ofertada en el mercado secundario.'), { status: 409 }),
);
