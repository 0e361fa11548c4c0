/**
 * Shared pieces of the card stories (imported by *.stories.tsx only): cards in every status and msw
 * overrides answering the card calls with them, so a story needs no session. Shapes are the contract's;
 * screen tests use the simulator's real data instead.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { getStatus, profile } from '@/contract/auth';
import { cardChange, cardCreate, cardList, cardMovements, walletTransfer, type Card } from '@/contract/cards';
import { errorBodyOf } from '@/contract/errors';
import { paisesList } from '@/contract/paises';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const movement = (
  id: number,
  description: string,
  reference: string,
  createdBy: string,
  amount: string,
  at: string,
) => ({
  id,
  description,
  reference,
  created_by: createdBy,
  amount,
  created_at: at,
});

export const approvedCard: Card = {
  id: 1,
  number: '4539148803436467',
  card_model: 'Visa Prepago Virtual',
  status: 'APROBADO',
  balance: '621.75',
  blocked_balance: '0.00',
  transit_balance: '25.00',
  created_at: '2026-08-14 10:00:00',
  updated_at: '2026-11-12 12:00:00',
  movimientos: [
    movement(5, 'Café Juan Valdez', 'AUT-481516', 'Red de pagos', '-12.35', '2026-11-12 12:00:00'),
    movement(4, 'Recarga desde billetera', 'TRF-000004', 'Valentina Ríos', '300.00', '2026-10-13 08:00:00'),
    movement(3, 'Aerolínea Avianca', 'AUT-234200', 'Red de pagos', '-120.00', '2026-09-13 19:00:00'),
    movement(2, 'Supermercado Éxito Chicó', 'AUT-112358', 'Red de pagos', '-45.90', '2026-08-24 13:00:00'),
    movement(1, 'Recarga desde billetera', 'TRF-000001', 'Valentina Ríos', '500.00', '2026-08-19 09:00:00'),
  ],
};

export const bareCard: Card = {
  ...approvedCard,
  id: 2,
  number: '5412751234123456',
  card_model: 'Mastercard Prepago Física',
  balance: '0.00',
  transit_balance: '0.00',
  movimientos: [],
};

export const pendingCard: Card = {
  ...bareCard,
  id: 3,
  number: '4716108999716531',
  card_model: 'Visa Prepago Virtual',
  status: 'PENDIENTE',
  created_at: '2026-11-22 07:00:00',
  updated_at: '2026-11-22 07:00:00',
};

export const deactivatedCard: Card = {
  ...approvedCard,
  id: 4,
  number: '4929123456781234',
  status: 'DESACTIVADA',
  balance: '1234567.50',
  movimientos: approvedCard.movimientos.slice(2),
};

/** Seven cards: two pages. */
export const manyCards: Card[] = [
  approvedCard,
  bareCard,
  pendingCard,
  deactivatedCard,
  ...[5, 6, 7].map((id) => ({ ...bareCard, id, number: `40000000000000${id}${id}` })),
];

export const listHandler = (cards: Card[]) =>
  http.post(`*${cardList.path}`, async () => {
    await delay(200);
    return HttpResponse.json({ data: { data: cards } });
  });

export const listPending = http.post(`*${cardList.path}`, () => delay('infinite'));
export const listFailing = http.post(`*${cardList.path}`, () =>
  HttpResponse.json(errorBodyOf('Servicio no disponible'), { status: 500 }),
);

/** SRV-53: a static host's index.html instead of the list. */
export const listAnsweredWithHtml = http.post(`*${cardList.path}`, () =>
  HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
);

export const statusHandler = (demoStatus: 'active' | 'inactive') =>
  http.post(`*${getStatus.path}`, () => HttpResponse.json({ data: { status: 3, demo_status: demoStatus } }));

export const profileHandler = http.post(`*${profile.path}`, () =>
  HttpResponse.json({
    id: 1,
    name: 'Valentina Ríos',
    email: 'demo@simulador.test',
    last_c: null,
    status: 3,
    demo_status: 'active',
    is_ofertante: 0,
    referrer: null,
    identity: '1020456789',
    sexo: 'Femenino',
    situacionlaboral: null,
    ocupacion: null,
    lugartrabajo: null,
    comercial_name: null,
    birthday_date: '1990-04-12',
    telephone: '+57 310 555 0101',
    address_street: 'Calle 93',
    address_number: '11-26',
    address_city: 'Bogotá',
    address_zipcode: '110221',
    address_zone: 'Chicó',
    address_country: '82',
    estadocivil: 'Soltera',
    client_type: null,
    cpf: null,
    tasas: { monto_flat: '1.00', monto_porcentual: '2.00' },
  }),
);

export const paisesHandler = http.post(`*${paisesList.path}`, () =>
  HttpResponse.json({
    data: {
      data: [
        { id: 82, iso: 'CO', name: 'Colombia' },
        { id: 28, iso: 'ES', name: 'España' },
        { id: 55, iso: 'US', name: 'Estados Unidos' },
      ],
    },
  }),
);

const ok = (message: string) => HttpResponse.json({ success: true, message });

/** Answers of the card writes: success, or the refusal a server gives. */
export const writeHandlers: HttpHandler[] = [
  http.post(`*${cardCreate.path}`, () => ok('¡Datos actualizados con éxito! Espera por aprovacion.')),
  http.post(`*${cardChange.path}`, () => ok('Tarjeta desactivada con éxito!')),
  http.post(`*${walletTransfer.path}`, () => ok('Transferencia realizada con éxito')),
  http.post(`*${cardMovements.path}`, () =>
    HttpResponse.json({ success: true, message: 'Archivo generado', data: 'about:blank' }),
  ),
];

export const transferRefused = http.post(`*${walletTransfer.path}`, () =>
  HttpResponse.json(errorBodyOf('Saldo insuficiente: el monto supera su saldo disponible.'), { status: 409 }),
);

/** Everything a 'Tarjetas' story needs, for a client in or out of demo mode. */
export const screenHandlers = (cards: Card[], demo: 'active' | 'inactive' = 'active') => [
  statusHandler(demo),
  profileHandler,
  paisesHandler,
  listHandler(cards),
  ...writeHandlers,
];
