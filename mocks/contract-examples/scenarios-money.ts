import { strategyMessages } from '@/contract/strategy-rules';
import type { ExampleTable } from './scenario';

/**
 * The examples of withdrawals, deposits, cards, statements and automatic investing (API-35..API-46, STMT,
 * AUTO) on the seed. A withdrawal needs a client out of demo mode: the investor persona, whose national
 * account is beneficiary 5. The demo persona's cards: 5 and 7 approved, 8 pending, 4 deactivated; card 3 is
 * another client's. Its deposit 65 is in process.
 */

const remittance = {
  monto: '150.00',
  amount: '150.00',
  remesa_nombres: 'Rosa María',
  remesa_apellidos: 'Gómez Paredes',
  remesa_tipoidentificacion: 'Cedula',
  remesa_identificacion: '1712345678',
  remesa_country: 57,
  remesa_provincia: 'Pichincha',
  remesa_ciudad: 'Quito',
  remesa_direccion: 'Av. Amazonas N34-120',
  remesa_telefono: '+593 99 555 0101',
};

const withdrawal = {
  beneficiario_id: 5,
  monto: '100.00',
  amount: '100.00',
  type: 1,
  ventanilla: '',
  date: '2026-11-22',
};

const cardApplication = {
  first_name: 'Valentina',
  last_name: 'Ríos',
  document_type: 'Cédula/DNI',
  cedula: '1020456789',
  email: 'demo@simulador.test',
  birthDate: '1990-04-12',
  phone: '+57 310 555 0101',
  genero: 'Feminino',
  estadocivil: 'Soltera',
  nacionalidad: 'Colombiana',
  address: 'Calle 93',
  address_number: '11-26',
  address_zone: 'Chicó',
  state: 'Cundinamarca',
  country_id: 82,
  city: 'Bogotá',
  zipCode: '110221',
  profesion: 'Ingeniera industrial',
};

const criteria = {
  monto: '100.00',
  maximo_proyecto: '100.00',
  tasa_min: '8',
  tasa_max: '20',
  plazo_min: 30,
  plazo_max: 720,
  riesgos: ['A++', 'A+', 'A', 'Bajo', 'Medio'],
  presupuesto: '500.00',
};

const TRON_ADDRESS = 'T5iy8yeCs2eVheS2s6VoxdHdzmCxjc3Hok';

export const moneyExamples: ExampleTable = {
  withdrawalsList: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  withdrawalCreate: {
    persona: 'inversor',
    scenarios: [
      {
        name: 'valida',
        summary: 'A una cuenta nacional propia, fuera del modo demostración',
        status: 200,
        body: withdrawal,
      },
      {
        name: 'modoDemostracion',
        summary: 'Un cliente en modo demostración',
        status: 403,
        body: { ...withdrawal, beneficiario_id: 1 },
        persona: 'demo',
      },
      {
        name: 'beneficiarioAjeno',
        summary: 'Una cuenta de otro cliente',
        status: 404,
        body: { ...withdrawal, beneficiario_id: 1 },
      },
      {
        name: 'sinSaldo',
        summary: 'Un monto mayor que el saldo disponible',
        status: 409,
        body: { ...withdrawal, monto: '900000.00', amount: '900000.00' },
      },
      {
        name: 'bajoElMinimo',
        summary: 'Menos que el retiro mínimo (20)',
        status: 422,
        body: { ...withdrawal, monto: '10.00', amount: '10.00' },
      },
    ],
  },
  remittanceWithdrawal: {
    persona: 'inversor',
    scenarios: [
      {
        name: 'valida',
        summary: 'Los datos de quien recibe, fuera del modo demostración',
        status: 200,
        body: remittance,
      },
      {
        name: 'modoDemostracion',
        summary: 'Un cliente en modo demostración',
        status: 403,
        body: remittance,
        persona: 'demo',
      },
      {
        name: 'sinSaldo',
        summary: 'Un monto mayor que el saldo disponible',
        status: 409,
        body: { ...remittance, monto: '900000.00', amount: '900000.00' },
      },
      {
        name: 'paisInexistente',
        summary: 'Un país que no está en la lista de países',
        status: 422,
        body: { ...remittance, remesa_country: 99999 },
      },
    ],
  },
  depositsList: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  depositsPdf: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  depositAddresses: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  depositCreate: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Un depósito a una dirección de la plataforma, con su comprobante',
        status: 200,
        body: {
          file: 'comprobante.png',
          amount: '250.00',
          direccion: TRON_ADDRESS,
          hash: '5b1f0e3c9a7d4b2e8f6a1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f',
          type: '2',
        },
      },
      {
        name: 'hashRepetido',
        summary: 'El hash de un depósito ya reportado',
        status: 409,
        body: {
          file: 'comprobante.png',
          amount: '250.00',
          direccion: TRON_ADDRESS,
          hash: '29cf0d3437ef65681782848995591fbe60e048486b29c61a54b2044b5182d630',
          type: '2',
        },
      },
      {
        name: 'sobreElMaximo',
        summary: 'Más que el depósito máximo (5000)',
        status: 422,
        body: {
          file: 'comprobante.png',
          amount: '6000.00',
          direccion: TRON_ADDRESS,
          hash: '7c2e4a6b8d0f1e3a5c7b9d1f3e5a7c9b0d2f4e6a8c0b1d3f5e7a9c1b3d5f7e9a',
          type: '2',
        },
      },
    ],
  },
  cardList: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  cardCreate: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Los datos del titular', status: 200, body: cardApplication },
      {
        name: 'paisInexistente',
        summary: 'Un país que no está en la lista de países',
        status: 422,
        body: { ...cardApplication, country_id: 99999 },
      },
    ],
  },
  cardChange: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Una tarjeta aprobada del cliente',
        status: 200,
        body: { card_id: 7, reason: 'Ya no la uso' },
      },
      {
        name: 'deOtroCliente',
        summary: 'Una tarjeta de otro cliente',
        status: 404,
        body: { card_id: 3, reason: '' },
      },
      {
        name: 'yaDesactivada',
        summary: 'Una tarjeta ya desactivada',
        status: 409,
        body: { card_id: 4, reason: '' },
      },
      { name: 'sinTarjeta', summary: 'Sin card_id', status: 422, body: { reason: '' }, hidden: true },
    ],
  },
  cardMovements: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Una tarjeta con movimientos, en una hoja de cálculo, sin fechas',
        status: 200,
        body: { card_id: 5, type: 'xls', from: '', to: '' },
      },
      {
        name: 'deOtroCliente',
        summary: 'Una tarjeta de otro cliente',
        status: 404,
        body: { card_id: 3, type: 'pdf' },
      },
      {
        name: 'sinMovimientos',
        summary: 'Una tarjeta sin movimientos',
        status: 422,
        body: { card_id: 8, type: 'pdf' },
      },
    ],
  },
  walletTransfer: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'A una tarjeta aprobada del cliente',
        status: 200,
        body: { card_id: 5, amount: '100.00', notes: 'Para el viaje' },
      },
      {
        name: 'deOtroCliente',
        summary: 'Una tarjeta de otro cliente',
        status: 404,
        body: { card_id: 3, amount: '100.00', notes: 'Viaje' },
      },
      {
        name: 'tarjetaPendiente',
        summary: 'Una tarjeta aún no aprobada',
        status: 409,
        body: { card_id: 8, amount: '100.00', notes: 'Viaje' },
      },
      {
        name: 'sobreElMaximo',
        summary: 'Más que la transferencia máxima (3000)',
        status: 422,
        body: { card_id: 5, amount: '3500.00', notes: 'Viaje' },
      },
    ],
  },
  balanceStatement: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Noviembre de 2026 hasta hoy',
        status: 200,
        body: { desde: '2026-11-01', hasta: '2026-11-22' },
      },
      {
        name: 'periodoInvertido',
        summary: "Un 'desde' posterior al 'hasta'",
        status: 422,
        body: { desde: '2026-11-22', hasta: '2026-11-01' },
      },
    ],
  },
  taxSummary: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'El año en curso', status: 200, body: { anio: 2026 } },
      { name: 'anioFuturo', summary: 'Un año posterior al año en curso', status: 422, body: { anio: 2030 } },
    ],
  },
  strategiesList: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Con la sesión del cliente (la semilla no tiene estrategias)', status: 200 },
    ],
  },
  strategyCreate: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Criterios válidos: invierte en el acto en los proyectos que coinciden',
        status: 200,
        body: { nombre: 'Renta mensual', ...criteria },
      },
      {
        name: 'tasasInvertidas',
        summary: 'Una tasa mínima mayor que la máxima',
        status: 422,
        body: { nombre: 'Renta mensual', ...criteria, tasa_min: '20', tasa_max: '8' },
      },
    ],
    unprovoked: {
      409: {
        name: 'limiteDeEstrategias',
        summary: 'Un cliente que ya tiene el máximo de estrategias (10)',
        message: strategyMessages.tooMany,
      },
    },
  },
  strategyUpdate: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Criterios nuevos para la estrategia que creó el ejemplo valida de strategyCreate',
        status: 200,
        body: { id: 1, nombre: 'Renta mensual', ...criteria, presupuesto: '800.00' },
        after: 'strategyCreate',
      },
      {
        name: 'noExiste',
        summary: 'Una estrategia que no es del cliente',
        status: 404,
        body: { id: 999999, nombre: 'Otra', ...criteria },
      },
      {
        name: 'presupuestoBajo',
        summary: 'Un presupuesto menor que lo que la estrategia ya invirtió',
        status: 422,
        body: { id: 1, nombre: 'Renta mensual', ...criteria, presupuesto: '100.00' },
        after: 'strategyCreate',
      },
    ],
  },
  strategyStatus: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Pausa la estrategia que creó el ejemplo valida de strategyCreate',
        status: 200,
        body: { id: 1, estado: 'pausada' },
        after: 'strategyCreate',
      },
      {
        name: 'noExiste',
        summary: 'Una estrategia que no es del cliente',
        status: 404,
        body: { id: 999999, estado: 'activa' },
      },
      {
        name: 'estadoInvalido',
        summary: "Un estado que no es 'activa' ni 'pausada'",
        status: 422,
        body: { id: 1, estado: 'borrada' },
        hidden: true,
      },
    ],
  },
  strategyPreview: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Criterios de una estrategia aún no creada', status: 200, body: criteria },
      {
        name: 'deUnaEstrategia',
        summary: 'Reanudar la estrategia que creó el ejemplo valida de strategyCreate',
        status: 200,
        body: { id: 1 },
        after: 'strategyCreate',
      },
      {
        name: 'noExiste',
        summary: 'Una estrategia que no es del cliente',
        status: 404,
        body: { id: 999999 },
      },
      {
        name: 'tasasInvertidas',
        summary: 'Una tasa mínima mayor que la máxima',
        status: 422,
        body: { ...criteria, tasa_min: '20', tasa_max: '8' },
      },
    ],
  },
  strategyInvestments: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Las inversiones de la estrategia que creó el ejemplo valida de strategyCreate',
        status: 200,
        body: { id: 1, page: 1 },
        after: 'strategyCreate',
      },
      {
        name: 'noExiste',
        summary: 'Una estrategia que no es del cliente',
        status: 404,
        body: { id: 999999, page: 1 },
      },
      { name: 'paginaInvalida', summary: 'La página 0', status: 422, body: { id: 1, page: 0 }, hidden: true },
    ],
  },
  expectedPayments: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'La primera página de los pagos previstos de la cliente en los próximos 12 meses',
        status: 200,
        body: { page: 1 },
      },
      { name: 'paginaInvalida', summary: 'La página 0', status: 422, body: { page: 0 }, hidden: true },
    ],
  },
  novedadesList: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary:
          'La primera página de novedades, con la compra que hizo el ejemplo valida de secondaryPurchase',
        status: 200,
        body: { page: 1 },
        after: 'secondaryPurchase',
      },
      { name: 'paginaInvalida', summary: 'La página 0', status: 422, body: { page: 0 }, hidden: true },
    ],
  },
  novedadesRead: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Todas las novedades del cliente marcadas como leídas',
        status: 200,
        body: { todas: true },
        after: 'secondaryPurchase',
      },
      {
        name: 'noExiste',
        summary: 'Una novedad que no es del cliente: no se marca ninguna',
        status: 404,
        body: { ids: [999999] },
      },
      {
        name: 'sinNovedades',
        summary: 'Ni ids ni todas: no se sabe qué marcar',
        status: 422,
        body: {},
      },
    ],
  },
};
