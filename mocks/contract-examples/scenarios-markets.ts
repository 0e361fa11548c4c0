import type { ExampleTable } from './scenario';

/**
 * The examples of the markets, investments and offers (API-20..API-34), as the demo persona sees them on the
 * seed: project 40 open, project 41 not yet open; the secondary market's offer 14 of another client; the
 * demo's own open offer 25 (of investment 54), its sold offer 11 and its unoffered active investment 63.
 */

export const marketExamples: ExampleTable = {
  projectsList: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'La primera página, sin filtros', status: 200, body: { page: 1 } },
      {
        name: 'conFiltros',
        summary: 'Los proyectos de riesgo A con al menos 10 % de interés anual',
        status: 200,
        body: { riesgo: 'A', rango: '10', page: 1 },
      },
      { name: 'filtroInvalido', summary: 'Un riesgo que no existe', status: 422, body: { riesgo: 'Z' } },
    ],
  },
  allProjects: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  secondaryProjects: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'La primera página, sin filtros', status: 200, body: { page: 1 } },
      {
        name: 'filtroInvalido',
        summary: "Un vencimiento que no es '1' a '4'",
        status: 422,
        body: { vencimiento: '9' },
      },
    ],
  },
  associatedParcels: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'El contrato de un proyecto con parcelas',
        status: 200,
        body: { nrocontrato: 'CT-2026-0002' },
      },
      {
        name: 'noExiste',
        summary: 'Un contrato que no existe',
        status: 404,
        body: { nrocontrato: 'CT-1999-0001' },
      },
      {
        name: 'contratoVacio',
        summary: 'Un número de contrato vacío',
        status: 422,
        body: { nrocontrato: '' },
        hidden: true,
      },
    ],
  },
  ownProjects: {
    persona: 'emisor',
    scenarios: [
      { name: 'valida', summary: 'La primera página de un emisor', status: 200, body: { page: 1 } },
      {
        name: 'filtroInvalido',
        summary: "Un vencimiento que no es '1' a '4'",
        status: 422,
        body: { vencimiento: '9' },
      },
    ],
  },
  projectFilterOptions: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  issuersByActivity: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Una actividad (1, Agricultura)', status: 200, body: { actividad_id: 1 } },
      { name: 'noExiste', summary: 'Una actividad que no existe', status: 404, body: { actividad_id: 999 } },
      { name: 'sinActividad', summary: 'Sin actividad_id', status: 422, body: {}, hidden: true },
    ],
  },
  investmentCreate: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Un monto dentro del disponible del proyecto y del saldo',
        status: 200,
        body: { project_id: 40, amount: '100.00' },
      },
      {
        name: 'conContratomonto',
        summary: 'El monto con el nombre de otra entrada del cliente',
        status: 200,
        body: { project_id: 39, contratomonto: '75.50' },
      },
      {
        name: 'noExiste',
        summary: 'Un proyecto que no existe',
        status: 404,
        body: { project_id: 999999, amount: '100.00' },
      },
      {
        name: 'proyectoCerrado',
        summary: 'Un proyecto que aún no abre',
        status: 409,
        body: { project_id: 41, amount: '100.00' },
      },
      {
        name: 'sinSaldo',
        summary: 'Un monto mayor que el saldo disponible',
        status: 409,
        body: { project_id: 40, amount: '90000.00' },
      },
      {
        name: 'bajoElMinimo',
        summary: 'Menos que la inversión mínima (50)',
        status: 422,
        body: { project_id: 40, amount: '10.00' },
      },
    ],
  },
  secondaryPurchase: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Una oferta abierta de otro cliente', status: 200, body: { offer_id: 14 } },
      { name: 'noExiste', summary: 'Una oferta que no existe', status: 404, body: { offer_id: 999999 } },
      { name: 'ofertaCerrada', summary: 'Una oferta ya vendida', status: 409, body: { offer_id: 11 } },
      { name: 'ofertaPropia', summary: 'Una oferta del propio cliente', status: 422, body: { offer_id: 25 } },
    ],
  },
  investmentsList: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'La primera página, sin filtros', status: 200, body: { page: 1 } },
      {
        name: 'filtroInvalido',
        summary: "Un vencimiento que no es '1' a '4'",
        status: 422,
        body: { vencimiento: '9' },
      },
    ],
  },
  soldInvestments: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'La primera página, sin filtros', status: 200, body: { page: 1 } },
      {
        name: 'filtroInvalido',
        summary: "Un vencimiento que no es '1' a '4'",
        status: 422,
        body: { vencimiento: '9' },
      },
    ],
  },
  investmentFilters: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  offersList: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'La primera página, sin filtros', status: 200, body: { page: 1 } },
      {
        name: 'filtroInvalido',
        summary: 'Un monto que no es un número',
        status: 422,
        body: { monto: 'mil' },
      },
    ],
  },
  offerCreate: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Una inversión activa sin ofertar, al 100 % de su valor y sin vencimiento',
        status: 200,
        body: { investment_id: 63, rendimiento: '', date_type: 3, date_value: '', amount_percentage: '100' },
      },
      {
        name: 'noExiste',
        summary: 'Una inversión que no es del cliente',
        status: 404,
        body: { investment_id: 999999, date_type: 1, amount_percentage: '100' },
      },
      {
        name: 'yaOfertada',
        summary: 'Una inversión que ya está en el mercado secundario',
        status: 409,
        body: { investment_id: 54, date_type: 1, amount_percentage: '100' },
      },
      {
        name: 'fechaRequerida',
        summary: "Un fin de venta 'Definido' (2) sin su fecha",
        status: 422,
        body: { investment_id: 58, date_type: 2, date_value: '', amount_percentage: '105' },
      },
    ],
  },
  offerCancel: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Una oferta abierta del cliente', status: 200, params: { id: 25 } },
      { name: 'deOtroCliente', summary: 'Una oferta de otro cliente', status: 404, params: { id: 18 } },
      { name: 'yaCerrada', summary: 'Una oferta del cliente ya vendida', status: 409, params: { id: 11 } },
      {
        name: 'idInvalido',
        summary: "Un id que no es un número ('abc')",
        status: 422,
        params: { id: 'abc' },
        hidden: true,
      },
    ],
  },
  diversification: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Con la sesión de un cliente con inversiones activas en varios proyectos',
        status: 200,
      },
      {
        name: 'sinInversiones',
        summary: 'Con la sesión de un cliente sin inversiones activas',
        status: 200,
        persona: 'nuevo',
      },
    ],
  },
};
