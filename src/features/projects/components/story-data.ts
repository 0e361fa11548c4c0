/**
 * Sample data and msw answers of the projects stories (imported by *.stories.tsx only). Shapes are the
 * contract's; screen tests use the simulator's real data instead. The session is the story's own.
 */
import { delay, http, HttpResponse } from 'msw';
import { getStatus } from '@/contract/auth';
import { errorBodyOf } from '@/contract/errors';
import { investmentCreate, secondaryPurchase } from '@/contract/investments';
import {
  associatedParcels,
  issuersByActivity,
  projectFilterOptions,
  projectsList,
  secondaryProjects,
  type Parcel,
  type Project,
  type SecondaryOfferDetail,
} from '@/contract/projects';
import { useSession } from '@/shared/session/session-store';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** Signs a story in with a token of its own (every call is answered by the handlers below). */
export const storySession = () => {
  useSession.setState({ token: 'story-token' });
  return () => useSession.setState({ token: null });
};

const places = [
  ['CO', 'Bogotá'],
  ['US', 'Miami'],
  ['ES', 'Madrid'],
  ['PE', 'Lima'],
] as const;
const themes = [
  ['Construcción', 'Edificio Mirador del Parque', 'Constructora Andina S.A.S.', 'Préstamo'],
  ['Agricultura', 'Cosecha de café especial', 'Cafés de Altura', 'Factoring'],
  ['Energía', 'Planta solar La Esperanza', 'Energías Renovables del Caribe', 'Préstamo'],
  ['Comercio', 'Centro logístico Norte', 'Parques Industriales S.A.', 'Crowdlending'],
] as const;
const risks = ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'] as const;

export function sampleProject(i: number): Project {
  const [country, city] = places[i % places.length]!;
  const [category, name, issuer, tipo] = themes[i % themes.length]!;
  const total = 50_000 + i * 12_500;
  const invested = i === 4 ? total - 37.5 : Math.round(total * (0.15 + ((i * 0.13) % 0.7)));
  const investedPct = Math.round((invested / total) * 10_000) / 100;
  const code = `PRY-${String(i + 1).padStart(4, '0')}`;
  const docs = (kind: string) =>
    i % 3 === 0 ? '' : i % 3 === 1 ? 'null' : `/documentos/${code}-${kind}.pdf`;
  return {
    id: i + 1,
    code,
    name: `${name} ${city}`,
    nrocontrato: `CT-2026-${String(i + 1).padStart(4, '0')}`,
    description: `Financiamiento de la etapa de ejecución en ${city}, con garantía del flujo de caja del emisor.`,
    imagen: null,
    video: i % 4 === 2 ? 'https://www.youtube.com/embed/aqz-KE-bpKQ' : '',
    file: null,
    pdf_oferente: docs('oferente'),
    brouchure: docs('catalogo'),
    tipo,
    category,
    category_id: 1 + (i % 4),
    country_iso: country,
    issuer,
    oferente: issuer,
    oferente_id: null,
    loan_type: 'Corto plazo',
    contract_type: 'Mutuo',
    risk: risks[i % risks.length]!,
    warranty: ['Hipotecaria', 'Prendaria', 'Fiduciaria'][i % 3]!,
    status: 'ACTIVO',
    start_date: '2026-06-01 09:00:00',
    end_date: `2027-0${1 + (i % 9)}-15 23:59:59`,
    date_max_investment: `2027-0${1 + (i % 9)}-15 23:59:59`,
    finished_date: null,
    approval_date: '2026-05-25 09:00:00',
    approved_by: null,
    frequency_payment: 'Al vencimiento',
    amount: `${total}.00`,
    amount_investment: invested.toFixed(2),
    amount_reserved: '0.00',
    amount_proyecto: `${total}.00`,
    amount_invertido: invested.toFixed(2),
    disponible: (total - invested).toFixed(2),
    disponiblewallet: '25000.00',
    percentage_investment: String(investedPct),
    percentage_enable: String(Math.round((100 - investedPct) * 100) / 100),
    ganancia: '4.45',
    min_amount_start: '50.00',
    quantity: i % 5 === 1 ? 3 : 0,
    total_inversores: 3 + i * 2,
    fee_total_contract: '12.5',
    tax_referential_client: String(8.5 + (i % 6) * 2.5),
    tax_referential_panther: '0',
    tax_price_cuota: '0',
    delay_percentage: '0',
    cuenta_negociador: null,
    dias: 410,
    tiemporemanente: 120 + i * 7,
    porcentaje_diario: '0.034247',
    currency_code: 'USDT',
    cantidad_parcelas_asociadas: i % 5 === 1 ? 3 : 0,
    parcelasasociadas: i % 5 === 1 ? 'Parcela 1 de 3, Parcela 2 de 3, Parcela 3 de 3' : null,
    relevancia: ((i % 3) + 1) as 1 | 2 | 3,
    created_at: '2026-05-25 09:00:00',
    created_by: null,
    updated_at: '2026-05-25 09:00:00',
    updated_by: null,
    email_sent: 0,
  };
}

export const sampleProjects: Project[] = Array.from({ length: 24 }, (_, i) => sampleProject(i));
/** With both documents, parcels and a video. */
export const richProject: Project = {
  ...sampleProject(1),
  pdf_oferente: '/documentos/PRY-0002-oferente.pdf',
  brouchure: '/documentos/PRY-0002-catalogo.pdf',
  video: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
  imagen: '/proyectos/agricultura.svg',
};
/** Empty and 'null' documents: both buttons hidden (INVEST-06). */
export const bareProject: Project = { ...sampleProject(0), pdf_oferente: 'null', brouchure: '' };
/** Less than 50 available: the minimum is that amount (INVEST-12). */
export const lowAvailableProject: Project = sampleProject(4);

export const sampleParcels: Parcel[] = [1, 2, 3].map((k) => ({
  id: k,
  nrocontrato: richProject.nrocontrato,
  name: `Parcela ${k} de 3`,
  description: `Lote ${k}: ${8 + k * 5} hectáreas con matrícula inmobiliaria 253-55${k}350`,
  amount: '21000.00',
}));

export function sampleOffer(i: number): SecondaryOfferDetail {
  const p = sampleProject(i + 3);
  const original = 1_000 + i * 250;
  const yieldToDate = Math.round(original * 0.034247 * (20 + i)) / 100;
  const pct = ['100', '98', '105', '97.25'][i % 4]!;
  const price = Math.round((((original + yieldToDate) * Number(pct)) / 100) * 100) / 100;
  return {
    offer_id: 100 + i,
    issuer: p.issuer,
    code: p.code,
    name: p.name,
    country_iso: p.country_iso,
    tipo: p.tipo,
    category: p.category,
    risk: p.risk,
    warranty: p.warranty,
    fee_total_contract: p.fee_total_contract,
    fecha_fin: i % 3 === 2 ? null : `2026-12-${String(1 + i).padStart(2, '0')} 23:59:59`,
    dias_pendientes: i % 3 === 2 ? null : 9 + i,
    precioventa: price.toFixed(2),
    ganancia: '3.9',
    amount_proyecto: p.amount_proyecto,
    end_date: p.end_date,
    tax_referential_client: p.tax_referential_client,
    monto: original.toFixed(2),
    precio_original: original.toFixed(2),
    precio_original_2: original.toFixed(2),
    rendimiento: yieldToDate.toFixed(2),
    rendimiento_2: yieldToDate.toFixed(2),
    rendimientofuturo: (Math.round(original * 0.034247 * 90) / 100).toFixed(2),
    porcentaje_costo: pct,
    porcentaje_diario: p.porcentaje_diario,
    description: p.description,
    imagen: null,
    disponible: p.disponible,
    disponiblewallet: '25000.00',
    percentage_investment: p.percentage_investment,
    percentage_enable: p.percentage_enable,
    tiemporemanente: 90,
  };
}

export const sampleOffers: SecondaryOfferDetail[] = Array.from({ length: 14 }, (_, i) => sampleOffer(i));

const PAGE_SIZE = 10;
const filtered = (body: Record<string, unknown>) =>
  ['pais', 'tipo', 'emisor', 'riesgo', 'vencimiento', 'actividad'].some((k) => body[k]) ||
  Number(body.rango ?? 0) > 0;

/** A paged answer of `rows`; with any filter set, `whenFiltered` (empty: 'No se encontró ningún producto'). */
const pagedList = <T>(path: string, rows: readonly T[], whenFiltered?: readonly T[]) =>
  http.post(`*${path}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const all = filtered(body) && whenFiltered ? whenFiltered : rows;
    const total_pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
    const page = Math.min(Math.max(1, Number(body.page ?? 1)), total_pages);
    return HttpResponse.json({
      data: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      page,
      total_pages,
      cantidad: all.length,
    });
  });

/** projects answering `rows` whatever the filters (a filtered listing with results). */
export const primaryMatchingAnyFilter = (rows: readonly Project[] = sampleProjects) =>
  pagedList(projectsList.path, rows);

export const statusAnswer = (demoStatus: 'active' | 'inactive') =>
  http.post(`*${getStatus.path}`, () => HttpResponse.json({ data: { status: 3, demo_status: demoStatus } }));

const filterOptions = http.post(`*${projectFilterOptions.path}`, () =>
  HttpResponse.json({
    data: {
      paises: [
        { id: 82, iso: 'CO', name: 'Colombia' },
        { id: 28, iso: 'ES', name: 'España' },
        { id: 55, iso: 'US', name: 'Estados Unidos' },
        { id: 173, iso: 'PE', name: 'Perú' },
      ],
      tipo_oferta: [
        { id: 1, tipo: 'Préstamo' },
        { id: 2, tipo: 'Factoring' },
        { id: 3, tipo: 'Crowdlending' },
      ],
      emisor: themes.map(([, , issuer]) => ({ issuer })),
      actividad: themes.map(([activity], i) => ({ id: i + 1, activity })),
    },
  }),
);
const issuers = http.post(`*${issuersByActivity.path}`, async ({ request }) => {
  const { actividad_id } = (await request.json()) as { actividad_id: string };
  const theme = themes[Number(actividad_id) - 1];
  return HttpResponse.json({ data: { emisor: theme ? [{ issuer: theme[2] }] : [] } });
});
const parcels = http.post(`*${associatedParcels.path}`, async ({ request }) => {
  const { nrocontrato } = (await request.json()) as { nrocontrato: string };
  return HttpResponse.json({ data: nrocontrato === richProject.nrocontrato ? sampleParcels : [] });
});

export const investAnswers = {
  ok: http.post(`*${investmentCreate.path}`, () =>
    HttpResponse.json({ message: 'Inversión realizada con éxito' }),
  ),
  refused: http.post(`*${investmentCreate.path}`, () =>
    HttpResponse.json(errorBodyOf('Saldo disponible insuficiente (25,000.00)'), { status: 422 }),
  ),
  pending: http.post(`*${investmentCreate.path}`, () => delay('infinite')),
};

export const purchaseAnswers = {
  ok: http.post(`*${secondaryPurchase.path}`, () =>
    HttpResponse.json({
      message: 'Compra realizada con éxito: la inversión ya está en sus inversiones activas.',
    }),
  ),
  refused: http.post(`*${secondaryPurchase.path}`, () =>
    HttpResponse.json(errorBodyOf('La oferta ya no está disponible en el mercado secundario.'), {
      status: 409,
    }),
  ),
  pending: http.post(`*${secondaryPurchase.path}`, () => delay('infinite')),
};

/** Every call of the screen answered with the sample data. */
export const answers = (
  demo: 'active' | 'inactive' = 'active',
  lists: { projects?: readonly Project[]; offers?: readonly SecondaryOfferDetail[] } = {},
) => [
  statusAnswer(demo),
  pagedList(projectsList.path, lists.projects ?? sampleProjects, []),
  pagedList(secondaryProjects.path, lists.offers ?? sampleOffers, []),
  filterOptions,
  issuers,
  parcels,
  investAnswers.ok,
  purchaseAnswers.ok,
];

/** The list calls never answer. */
export const listsPending = [
  http.post(`*${projectsList.path}`, () => delay('infinite')),
  http.post(`*${secondaryProjects.path}`, () => delay('infinite')),
];
