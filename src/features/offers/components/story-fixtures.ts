import { http, HttpResponse } from 'msw';
import { getStatus } from '@/contract/auth';
import { errorBodyOf } from '@/contract/errors';
import { investmentFilters } from '@/contract/investments';
import { offerCancel, offersList, type Offer } from '@/contract/offers';
import { ownProjects, type Project } from '@/contract/projects';

/** A 375 px screen. */
export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const offers: Offer[] = [
  {
    id: 1,
    name: 'Parque solar La Guajira',
    fecha_inicio: '2026-11-20 10:00:00',
    fecha_fin: '2026-12-02 23:59:59',
    offers_amount: '1018.22',
    amount: '1000.00',
    rendimiento: '39.00',
    saldo: '1039.00',
    valorventa: '1018.22',
    vender: 1,
    date_investment: '2026-09-08 10:00:00',
    end_date: '2027-06-30 23:59:59',
  },
  {
    id: 2,
    name: 'Bodegas industriales en Medellín',
    fecha_inicio: '2026-11-22 08:00:00',
    fecha_fin: '2026-11-22 23:59:59',
    offers_amount: '2569.35',
    amount: '2500.00',
    rendimiento: '69.35',
    saldo: '2569.35',
    valorventa: '2569.35',
    vender: 1,
    date_investment: '2026-10-03 10:00:00',
    end_date: '2028-11-11 23:59:59',
  },
  {
    id: 3,
    name: 'Cultivo de café especial en Huila',
    fecha_inicio: '2026-11-16 10:00:00',
    fecha_fin: null,
    offers_amount: '1955.43',
    amount: '1800.00',
    rendimiento: '62.31',
    saldo: '1862.31',
    valorventa: '1955.43',
    vender: 1,
    date_investment: '2026-08-14 10:00:00',
    end_date: '2027-05-31 23:59:59',
  },
];

const project = (i: number, name: string): Project => ({
  id: 37 + i,
  code: `PRY-00${37 + i}`,
  name,
  nrocontrato: `CT-2026-00${37 + i}`,
  description: 'Proyecto propio del emisor, colocado en la plataforma por la oficina de consultoría.',
  imagen: null,
  video: null,
  file: null,
  pdf_oferente: null,
  brouchure: null,
  tipo: 'Préstamo',
  category: 'Inmobiliario',
  category_id: 1,
  country_iso: 'CO',
  issuer: 'Constructora Andina S.A.S.',
  oferente: 'Constructora Andina S.A.S.',
  oferente_id: 3,
  loan_type: 'Largo plazo',
  contract_type: 'Mutuo',
  risk: ['A+', 'A', 'Medio', 'A++'][i % 4]!,
  warranty: ['Hipotecaria', 'Sin garantía'][i % 2]!,
  status: 'ACTIVO',
  start_date: '2026-05-10 09:00:00',
  end_date: `2028-0${1 + i}-11 23:59:59`,
  date_max_investment: '2027-12-31 23:59:59',
  finished_date: null,
  approval_date: '2026-05-01 09:00:00',
  approved_by: null,
  frequency_payment: 'Al vencimiento',
  amount: `${400_000 + i * 50_000}.00`,
  amount_investment: '155600.00',
  amount_reserved: '0.00',
  amount_proyecto: `${400_000 + i * 50_000}.00`,
  amount_invertido: '155600.00',
  disponible: `${244_400 + i * 50_000}.00`,
  disponiblewallet: '12500.00',
  percentage_investment: '38',
  percentage_enable: '62',
  ganancia: '23.67',
  min_amount_start: '50.00',
  quantity: 1,
  total_inversores: 10 + i,
  fee_total_contract: '12',
  tax_referential_client: '12',
  tax_referential_panther: '2',
  tax_price_cuota: '0',
  delay_percentage: '0',
  cuenta_negociador: null,
  dias: 720,
  tiemporemanente: 540,
  porcentaje_diario: '0.0333',
  currency_code: 'USDT',
  cantidad_parcelas_asociadas: 0,
  parcelasasociadas: null,
  relevancia: ((i % 3) + 1) as 1 | 2 | 3,
  created_at: '2026-05-01 09:00:00',
  created_by: null,
  updated_at: '2026-05-01 09:00:00',
  updated_by: null,
  email_sent: 0,
});

export const ownProjectRows: Project[] = [
  project(0, 'Torre empresarial Chapinero'),
  project(1, 'Bodegas industriales en Medellín'),
  project(2, 'Condominio campestre La Calera'),
  project(3, 'Centro comercial Barranquilla Norte'),
];

const sum = (rows: Offer[], pick: (o: Offer) => string) =>
  (rows.reduce((acc, o) => acc + Math.round(Number(pick(o)) * 100), 0) / 100).toFixed(2);

const status = (demo: boolean) =>
  http.post(`*${getStatus.path}`, () =>
    HttpResponse.json({ data: { status: 3, demo_status: demo ? 'active' : 'inactive' } }),
  );

/**
 * The screen's calls with fixed data: demo mode or not, with or without offers, an issuer with own projects
 * or a client without them.
 */
export const answers = ({ demo = true, empty = false, issuer = true } = {}) => {
  const rows = empty ? [] : offers;
  const own = issuer ? ownProjectRows : [];
  return [
    status(demo),
    http.post(`*${investmentFilters.path}`, () =>
      HttpResponse.json({ data: { proyectos: offers.map((o, i) => ({ id: i + 1, name: o.name })) } }),
    ),
    http.post(`*${offersList.path}`, () =>
      HttpResponse.json({
        data: {
          datos: rows,
          totales: {
            cantidad: rows.length,
            total_monto: sum(rows, (o) => o.amount),
            total_rendimiento: sum(rows, (o) => o.rendimiento),
            total_saldo: sum(rows, (o) => o.saldo),
          },
          page: 1,
          total_pages: 1,
        },
      }),
    ),
    http.post(`*${ownProjects.path}`, () =>
      HttpResponse.json({ data: own, cantidad: own.length, page: 1, total_pages: 1 }),
    ),
    http.post('*/api/client/offers/cancel/:id', () =>
      HttpResponse.json({
        message: 'La oferta fue cancelada: su inversión ya no está en el mercado secundario.',
      }),
    ),
  ];
};

/** offers/cancel refuses. */
export const refusedCancel = http.post(`*${offerCancel.path}`, () =>
  HttpResponse.json(errorBodyOf('La oferta ya no está abierta y no se puede cancelar.'), { status: 409 }),
);
