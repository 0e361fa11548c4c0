import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import * as accountEndpoints from './account';
import type { BalanceSummary, Beneficiary, Movement } from './account';
import * as authEndpoints from './auth';
import type { CallDef, CallParams, CallParsedRequest, CallRequest, CallResponse, Endpoint } from './call';
import { allEndpoints } from './calls';
import * as cardEndpoints from './cards';
import type { Card } from './cards';
import * as depositEndpoints from './deposits';
import * as diversificationEndpoints from './diversification';
import * as investmentEndpoints from './investments';
import type { Investment, ListTotals } from './investments';
import * as offerEndpoints from './offers';
import type { Offer } from './offers';
import * as paisesEndpoints from './paises';
import * as projectEndpoints from './projects';
import type { Project, SecondaryOfferDetail } from './projects';
import { allCalls, type CallName } from './schemas/calls';
import * as simulatorCalls from './schemas/simulator';
import type * as offerSchemas from './schemas/offers';
import * as simulatorEndpoints from './simulator';
import * as statementEndpoints from './statements';
import * as strategyEndpoints from './strategies';
import * as withdrawalEndpoints from './withdrawals';
import * as forecastEndpoints from './forecast';
import * as novedadEndpoints from './novedades';

/* ------------------------------------------- realistic samples ------------------------------------------ */

const when = '2025-03-14 10:30:00';

const balance: BalanceSummary = {
  DISPONIBLE: '1059.94',
  INVERTIDO: '2500.00',
  GANANCIAS: '35.10',
  GANANCIASESPERADA: '120.45',
  RETORNO: '1035.10',
  RETIRO: '200.00',
  DEPOSITO: '500.00',
  OFERTA: '1155.00',
  VALORCUENTA: '3759.94',
  RETENCION: '200.00',
};

const movementRow: Movement = {
  id: 41,
  fecha_registro: when,
  code: null,
  description: 'Inversión en Factoría Norte',
  balance: '-250.00',
  saldo: '1059.94',
  status: 'APROBADO',
  type: 'INVERSION',
  notes: null,
  currency_tag: 'USDT',
  client_id: 7,
  created_at: when,
  updated_at: when,
  updated_by: null,
  pdf: null,
  csv: null,
};

const beneficiaryRow: Beneficiary = {
  id: 3,
  client_id: 7,
  bank_name: 'Banco Pichincha',
  bank_account: '2200334455',
  bank_swift: null,
  bank_client: 'Ana Pérez',
  bank_status: 1,
  active: 1,
  country_id: 82,
  bank_type: 'AHORRO',
  bank_aba: null,
  bank_email: null,
  iban: null,
  bank_apellidos: null,
  provincia: null,
  ciudad: null,
  direccion_cliente: null,
  bank_personal: 1,
  tipo_identificacion: null,
  identificacion: null,
  telefono: null,
  network: null,
  address_cripto: null,
  created_at: when,
  updated_at: when,
};

const projectRow: Project = {
  id: 12,
  code: 'FAC-0012',
  name: 'Factoría Norte',
  nrocontrato: 'CT-2025-0012',
  description: 'Anticipo de facturas de una exportadora de cacao.',
  imagen: 'https://cdn.demo/proyectos/12.jpg',
  video: null,
  file: null,
  pdf_oferente: 'null',
  brouchure: '',
  tipo: 'Factura',
  category: 'Agroindustria',
  category_id: 2,
  country_iso: 'EC',
  issuer: 'Cacao Export S.A.',
  oferente: 'Cacao Export S.A.',
  oferente_id: null,
  loan_type: 'Factoring',
  contract_type: 'Cesión',
  risk: 'A+',
  warranty: 'Seguro de crédito',
  status: 'ACTIVO',
  start_date: '2025-01-10',
  end_date: '2025-12-31',
  date_max_investment: '2025-06-30',
  finished_date: null,
  approval_date: '2025-01-09',
  approved_by: 'Comité',
  frequency_payment: 'Al vencimiento',
  amount: '100000.00',
  amount_investment: '50.00',
  amount_reserved: '0.00',
  amount_proyecto: '100000.00',
  amount_invertido: '42500.00',
  disponible: '57500.00',
  disponiblewallet: '1059.94',
  percentage_investment: '42.5',
  percentage_enable: '57.5',
  ganancia: '9.8',
  min_amount_start: '50.00',
  quantity: 1,
  total_inversores: 37,
  fee_total_contract: '12',
  tax_referential_client: '12',
  tax_referential_panther: '3',
  tax_price_cuota: '0',
  delay_percentage: '0.5',
  cuenta_negociador: null,
  dias: 355,
  tiemporemanente: 292,
  porcentaje_diario: '0.0333',
  currency_code: 'USDT',
  cantidad_parcelas_asociadas: 2,
  parcelasasociadas: null,
  relevancia: 1,
  created_at: when,
  created_by: null,
  updated_at: when,
  updated_by: null,
  email_sent: 0,
};

const secondaryRow: SecondaryOfferDetail = {
  offer_id: 5,
  issuer: 'Cacao Export S.A.',
  code: 'FAC-0012',
  name: 'Factoría Norte',
  country_iso: 'EC',
  tipo: 'Factura',
  category: 'Agroindustria',
  risk: 'A+',
  warranty: 'Seguro de crédito',
  fee_total_contract: '12',
  fecha_fin: null,
  dias_pendientes: null,
  precioventa: '1050.00',
  ganancia: '5',
  amount_proyecto: '100000.00',
  end_date: '2025-12-31',
  tax_referential_client: '12',
  monto: '1000.00',
  precio_original: '1000.00',
  precio_original_2: '1000.00',
  rendimiento: '50.00',
  rendimiento_2: '50.00',
  rendimientofuturo: '97.24',
  porcentaje_costo: '100',
  porcentaje_diario: '0.0333',
  description: 'Anticipo de facturas de una exportadora de cacao.',
  imagen: null,
  disponible: '57500.00',
  disponiblewallet: '1059.94',
  percentage_investment: '42.5',
  percentage_enable: '57.5',
  tiemporemanente: 292,
};

const investmentRow: Investment = {
  id: 9,
  name: 'Factoría Norte',
  date_investment: '2025-02-01',
  end_date: '2025-12-31',
  investment_amount: '1000.00',
  monto_venta: null,
  fee_total_contract: '12',
  tax_referential_client: '12',
  rendimiento: '14.32',
  rendimientofuturo: '97.24',
  saldo: '1014.32',
  mercado_secundario: 0,
  vender: 1,
  date_sold: null,
  imagen: null,
  description: 'Anticipo de facturas de una exportadora de cacao.',
  project: 12,
};

const totals: ListTotals = {
  cantidad: 1,
  total_monto: '1000.00',
  total_rendimiento: '14.32',
  total_saldo: '1014.32',
};

const offerRow: Offer = {
  id: 5,
  name: 'Factoría Norte',
  fecha_inicio: when,
  fecha_fin: '2025-04-30 23:59:59',
  offers_amount: '1000.00',
  amount: '1000.00',
  rendimiento: '50.00',
  saldo: '1050.00',
  valorventa: '1155.00',
  vender: 1,
  date_investment: '2025-02-01',
  end_date: '2025-12-31',
};

const cardRow: Card = {
  id: 2,
  number: '4111222233334444',
  card_model: 'Visa Prepago',
  status: 'APROBADO',
  balance: '300.00',
  blocked_balance: '0.00',
  transit_balance: '25.00',
  created_at: when,
  updated_at: when,
  movimientos: [
    {
      id: 1,
      description: 'Recarga desde billetera',
      reference: 'TRF-000001',
      created_by: 'Ana Pérez',
      amount: '300.00',
      created_at: when,
    },
  ],
};

const strategyRequest = {
  nombre: 'Agro conservadora',
  monto: '100',
  maximo_proyecto: '300',
  tasa_min: '8',
  tasa_max: '14.5',
  plazo_min: 30,
  plazo_max: 360,
  riesgos: ['A+', 'Bajo'],
  presupuesto: '2000',
};
const strategyRow = {
  id: 3,
  nombre: 'Agro conservadora',
  monto: '100.00',
  maximo_proyecto: '300.00',
  tasa_min: '8',
  tasa_max: '14.5',
  plazo_min: 30,
  plazo_max: 360,
  riesgos: ['A+', 'Bajo'],
  presupuesto: '2000.00',
  estado: 'activa' as const,
  invertido: '200.00',
  disponible: '1800.00',
  inversiones: 2,
  created_at: when,
};

const image = () => new File([new Uint8Array(16)], 'comprobante.png', { type: 'image/png' });
const message = { message: 'Operación realizada con éxito' };

/* ------------------------------------------------ fixtures ---------------------------------------------- */

type Path = readonly (string | number)[];

interface Fixture<C> {
  /** A payload the spec lets the client send. */
  request: CallRequest<C>;
  /** An answer the server gives. */
  response: CallResponse<C>;
  /** Where the response holds money (a float there must be refused); none when it carries no amount. */
  money?: Path;
  /** Otherwise: a broken answer that must be refused. */
  broken?: unknown;
}

const fixtures: { [K in CallName]: Fixture<(typeof allCalls)[K]> } = {
  authenticate: {
    request: { email: 'ana@correo.test', password: 'clave123' },
    response: { success: { token: 'a'.repeat(64), user: { status: 3 } } },
    broken: { success: { token: 'corto', user: { status: 3 } } },
  },
  register: {
    request: {
      referido: '',
      name: 'Ana Pérez',
      email: 'ana@correo.test',
      password: 'clave123',
      origen: 'Instagram',
    },
    response: { message: 'Usuario creado con éxito.' },
    broken: { message: '' },
  },
  activation: {
    request: {},
    response: { success: 'true', message: 'Su correo electrónico ha sido validado exitosamente' },
    broken: { success: true, message: 'ok' },
  },
  forgotPassword: {
    request: { email: 'ana@correo.test' },
    response: message,
    broken: {},
  },
  resendEmail: {
    request: { email: 'ana@correo.test' },
    response: message,
    broken: {},
  },
  getStatus: {
    request: {},
    response: { data: { status: 3, demo_status: 'active' } },
    broken: { data: { status: 4, demo_status: 'active' } },
  },
  profile: {
    request: {},
    response: {
      id: 7,
      name: 'Ana Pérez',
      email: 'ana@correo.test',
      last_c: when,
      status: 3,
      demo_status: 'active',
      is_ofertante: 0,
      referrer: null,
      identity: null,
      sexo: null,
      situacionlaboral: null,
      ocupacion: null,
      lugartrabajo: null,
      comercial_name: null,
      birthday_date: null,
      telephone: null,
      address_street: null,
      address_number: null,
      address_city: null,
      address_zipcode: null,
      address_zone: null,
      address_country: null,
      estadocivil: null,
      client_type: null,
      cpf: null,
      tasas: { monto_flat: '1.00', monto_porcentual: '2' },
    },
    broken: { id: 7, name: 'Ana Pérez' },
  },
  changePassword: {
    request: { current_password: 'clave123', new_password: 'nueva456', confirm_password: 'nueva456' },
    response: message,
    broken: { message: 1 },
  },
  updateClient: {
    request: { datos: { name: 'Ana Pérez', telephone: '0991234567', address_number: null } },
    response: message,
    broken: {},
  },
  kyc: {
    request: { file_id_front: image(), file_id_reverse: image(), file_selfie: image() },
    response: message,
    broken: {},
  },
  dashboard: {
    request: {},
    response: { data: { saldos: [balance] } },
    money: ['data', 'saldos', 0, 'DISPONIBLE'],
  },
  balanceList: {
    request: { page: 2 },
    response: {
      data: [movementRow],
      cantidad: 11,
      page: 2,
      total_pages: 2,
      pdf: 'movimientos.pdf',
      csv: 'movimientos.csv',
    },
    money: ['data', 0, 'balance'],
  },
  investmentsChart: {
    request: {},
    response: {
      data: [{ amount: '1000.00' }, { amount: '2500.00' }],
      label: [{ fecha: '2025-02-01' }, { fecha: '2025-03-01' }],
    },
    money: ['data', 1, 'amount'],
  },
  netReturn: {
    request: {},
    response: {
      data: {
        tasa: '12.34',
        fecha: '2025-03-14',
        flujos: 4,
        serie: [
          { fecha: '2025-01-31', tasa: null },
          { fecha: '2025-02-28', tasa: '11.90' },
          { fecha: '2025-03-14', tasa: '12.34' },
        ],
      },
    },
    broken: { data: { tasa: 12.34, fecha: '2025-03-14', flujos: 4, serie: [] } },
  },
  beneficiaries: {
    request: { bank_personal: '1' },
    response: { data: [beneficiaryRow] },
    broken: { data: [{ ...beneficiaryRow, bank_personal: '1' }] },
  },
  beneficiaryCreate: {
    request: {
      bank_personal: '1',
      country_id: 82,
      bank_client: 'Ana Pérez',
      bank_swift: '',
      bank_name: 'Banco Pichincha',
      bank_account: '2200334455',
      bank_type: 'AHORRO',
    },
    response: { message: 'Beneficiario creado con éxito' },
    broken: { data: {} },
  },
  beneficiaryDelete: {
    request: {},
    response: { message: 'Beneficiario eliminado con éxito' },
    broken: {},
  },
  paisesList: {
    request: {},
    response: { data: { data: [{ id: 82, iso: 'CO', name: 'Colombia' }] } },
    broken: { data: [{ id: 82, iso: 'CO', name: 'Colombia' }] },
  },
  projectsList: {
    request: {
      pais: 'EC',
      tipo: '1',
      emisor: '',
      riesgo: 'A+',
      vencimiento: '3',
      rango: 8,
      actividad: '2',
      page: 1,
    },
    response: { data: [projectRow], page: 1, total_pages: 1, cantidad: 1 },
    money: ['data', 0, 'disponible'],
  },
  allProjects: {
    request: {},
    response: { data: [projectRow], cantidad: 1 },
    money: ['data', 0, 'amount'],
  },
  secondaryProjects: {
    request: { page: 1 },
    response: { data: [secondaryRow], page: 1, total_pages: 1, cantidad: 1 },
    money: ['data', 0, 'precioventa'],
  },
  associatedParcels: {
    request: { nrocontrato: 'CT-2025-0012' },
    response: {
      data: [
        {
          id: 1,
          nrocontrato: 'CT-2025-0012',
          name: 'Lote 1',
          description: 'Facturas de enero',
          amount: '50000.00',
        },
      ],
    },
    money: ['data', 0, 'amount'],
  },
  ownProjects: {
    request: { proyecto: '', vencimiento: '', monto: '', page: 1 },
    response: { data: [projectRow], page: 1, total_pages: 1, cantidad: 1 },
    money: ['data', 0, 'amount_invertido'],
  },
  projectFilterOptions: {
    request: {},
    response: {
      data: {
        paises: [{ id: 82, iso: 'CO', name: 'Colombia' }],
        tipo_oferta: [{ id: 1, tipo: 'Factura' }],
        emisor: [{ issuer: 'Cacao Export S.A.' }],
        actividad: [{ id: 2, activity: 'Agroindustria' }],
      },
    },
    broken: { data: { paises: [], tipo_oferta: [], emisor: [] } },
  },
  issuersByActivity: {
    request: { actividad_id: 2 },
    response: { data: { emisor: [{ issuer: 'Cacao Export S.A.' }] } },
    broken: { data: { emisor: ['Cacao Export S.A.'] } },
  },
  investmentCreate: {
    request: { amount: '150.50', project_id: 12 },
    response: { message: 'Inversión realizada con éxito' },
    broken: {},
  },
  secondaryPurchase: {
    request: { offer_id: 5 },
    response: { message: 'Compra realizada con éxito' },
    broken: {},
  },
  investmentsList: {
    request: { proyecto: '12', vencimiento: '4', monto: '', page: 1 },
    response: { data: { datos: [investmentRow], totales: totals, page: 1, total_pages: 1 } },
    money: ['data', 'datos', 0, 'saldo'],
  },
  soldInvestments: {
    request: { proyecto: '', vencimiento: '', monto: '', page: 1 },
    response: {
      data: {
        datos: [{ ...investmentRow, monto_venta: '1050.00', date_sold: when, mercado_secundario: 1 }],
        totales: totals,
        page: 1,
        total_pages: 1,
      },
    },
    money: ['data', 'totales', 'total_monto'],
  },
  investmentFilters: {
    request: {},
    response: { data: { proyectos: [{ id: 12, name: 'Factoría Norte' }] } },
    broken: { data: { proyectos: [{ id: '12', name: 'Factoría Norte' }] } },
  },
  offersList: {
    request: { proyecto: '', vencimiento: '1', monto: '', page: 1 },
    response: { data: { datos: [offerRow], totales: totals, page: 1, total_pages: 1 } },
    money: ['data', 'datos', 0, 'valorventa'],
  },
  offerCreate: {
    request: {
      investment_id: 9,
      rendimiento: '50.00',
      date_type: '2',
      date_value: '2025-04-30',
      amount_percentage: '110',
    },
    response: { message: 'Oferta creada con éxito' },
    broken: {},
  },
  offerCancel: {
    request: {},
    response: { message: 'Oferta cancelada con éxito' },
    broken: {},
  },
  withdrawalsList: {
    request: {},
    response: {
      data: [
        {
          id: 1001,
          fecha: when,
          note: 'Retiro a Banco Pichincha',
          beneficiario: 'Ana Pérez',
          tipo: 'Transferencia nacional',
          currency_tag: 'USDT',
          monto: '100.00',
          amount: '100.00',
          estado: 'EN PROCESO',
        },
      ],
      cantidad: 1,
    },
    money: ['data', 0, 'monto'],
  },
  withdrawalCreate: {
    request: { beneficiario_id: 3, monto: '100', amount: '100', type: 1, ventanilla: '', date: '2025-03-14' },
    response: { message: 'Retiro solicitado con éxito', data: { pin: '482913' } },
    broken: { message: 'Retiro solicitado con éxito', data: { pin: 482913 } },
  },
  remittanceWithdrawal: {
    request: {
      monto: '200',
      amount: '200',
      remesa_nombres: 'Ana María',
      remesa_apellidos: 'Pérez Gómez',
      remesa_tipoidentificacion: 'Cedula',
      remesa_identificacion: '1712345678',
      remesa_country: 82,
      remesa_provincia: 'Antioquia',
      remesa_ciudad: 'Medellín',
      remesa_direccion: 'Calle 10 # 43-12',
      remesa_telefono: '+57 300 123 4567',
    },
    response: { message: 'Retiro por remesa solicitado con éxito' },
    broken: {},
  },
  depositsList: {
    request: {},
    response: {
      data: [
        {
          id: 4,
          fecha: when,
          tipo: 'Depósito USDT',
          currency_tag: 'USDT',
          monto: '500.00',
          estado: 'APROBADO',
        },
      ],
      cantidad: 1,
    },
    money: ['data', 0, 'monto'],
  },
  depositsPdf: {
    request: {},
    response: { filename: 'depositos-7.pdf' },
    broken: { filename: '' },
  },
  depositAddresses: {
    request: {},
    response: { data: { data: [{ direccion: 'TXa1b2c3d4e5f6g7h8i9j0', network: 'TRON (TRC-20)' }] } },
    broken: { data: [{ direccion: 'TXa1b2c3d4e5f6g7h8i9j0', network: 'TRON (TRC-20)' }] },
  },
  depositCreate: {
    request: {
      file: image(),
      amount: '5000',
      direccion: 'TXa1b2c3d4e5f6g7h8i9j0',
      hash: '0xabc123',
      type: '2',
    },
    response: { message: 'Depósito reportado con éxito' },
    broken: {},
  },
  cardList: {
    request: {},
    response: { data: { data: [cardRow] } },
    money: ['data', 'data', 0, 'balance'],
  },
  cardCreate: {
    request: {
      first_name: 'Ana',
      last_name: 'Pérez',
      document_type: 'Cédula/DNI',
      cedula: '1712345678',
      email: 'ana@correo.test',
      birthDate: '1990-05-17',
      phone: '+593 99 123 4567',
      genero: 'Feminino',
      estadocivil: 'Soltera',
      nacionalidad: 'Ecuatoriana',
      address: 'Av. Amazonas',
      address_number: 'N34-12',
      address_zone: 'Norte',
      state: 'Pichincha',
      country_id: 82,
      city: 'Quito',
      zipCode: '170135',
      profesion: 'Autónomo',
    },
    response: { success: true, message: '¡Datos actualizados con éxito! Espera por aprovacion.' },
    broken: { success: false, message: 'No' },
  },
  cardChange: {
    request: { card_id: 2, reason: 'Extravío' },
    response: { success: true, message: 'Tarjeta desactivada con éxito!' },
    broken: { message: 'Tarjeta desactivada con éxito!' },
  },
  cardMovements: {
    request: { card_id: 2, type: 'pdf', from: '2025-01-01', to: '2025-03-31' },
    response: { success: true, message: 'Archivo generado', data: 'blob:http://localhost/4f1c' },
    broken: { success: true, message: 'Archivo generado' },
  },
  walletTransfer: {
    request: { card_id: 2, amount: '12.50', notes: 'Recarga' },
    response: { success: true, message: 'Transferencia realizada con éxito' },
    broken: { success: 'true', message: 'Transferencia realizada con éxito' },
  },
  balanceStatement: {
    request: { desde: '2026-11-01', hasta: '2026-11-30' },
    response: {
      data: {
        desde: '2026-11-01',
        hasta: '2026-11-30',
        saldo_inicial: '1250.00',
        saldo_final: '1000.00',
        movimientos: [movementRow],
        cantidad: 1,
        totales: {
          depositos: '0.00',
          retiros: '-250.00',
          inversiones: '0.00',
          compras: '0.00',
          ventas: '0.00',
          intereses: '0.00',
          vencimientos: '0.00',
          devoluciones: '0.00',
          tarjetas: '0.00',
          otros: '0.00',
          comisiones: '5.00',
        },
      },
    },
    money: ['data', 'saldo_final'],
  },
  taxSummary: {
    request: { anio: 2026 },
    response: {
      data: {
        anio: 2026,
        intereses: '120.50',
        ganancias_secundario: '30.00',
        perdidas_secundario: '-10.00',
        resultado_secundario: '20.00',
        comisiones: '5.00',
        ventas: [
          {
            fecha: '2026-03-02 10:00:00',
            code: '000042',
            description: 'Venta de inversión: Edificio Álamo',
            precio_venta: '1030.00',
            costo: '1000.00',
            resultado: '30.00',
          },
        ],
      },
    },
    money: ['data', 'intereses'],
  },
  strategiesList: {
    request: {},
    response: { data: [strategyRow] },
    money: ['data', 0, 'invertido'],
  },
  strategyCreate: {
    request: strategyRequest,
    response: { message: 'Estrategia creada con éxito', data: strategyRow },
    money: ['data', 'monto'],
  },
  strategyUpdate: {
    request: { id: 3, ...strategyRequest },
    response: { message: 'Estrategia actualizada con éxito', data: strategyRow },
    money: ['data', 'presupuesto'],
  },
  strategyStatus: {
    request: { id: 3, estado: 'pausada' },
    response: { message: 'Estrategia pausada', data: { ...strategyRow, estado: 'pausada' } },
    money: ['data', 'disponible'],
  },
  strategyPreview: {
    request: (({ nombre: _, ...criteria }) => criteria)(strategyRequest),
    response: {
      data: {
        coinciden: 3,
        total: '200.00',
        inversiones: [
          { project_id: 12, proyecto: 'Factoría Norte', monto: '100.00' },
          { project_id: 14, proyecto: 'Granja Sur', monto: '100.00' },
        ],
      },
    },
    money: ['data', 'inversiones', 1, 'monto'],
  },
  strategyInvestments: {
    request: { id: 3, page: 1 },
    response: {
      data: {
        datos: [{ id: 9, project_id: 12, proyecto: 'Factoría Norte', monto: '100.00', fecha: when }],
        cantidad: 1,
        page: 1,
        total_pages: 1,
      },
    },
    money: ['data', 'datos', 0, 'monto'],
  },
  expectedPayments: {
    request: { page: 1 },
    response: {
      data: {
        desde: '2026-11-22',
        hasta: '2027-10-31',
        pagos: [
          {
            fecha: '2026-12-10',
            code: '000042',
            project_id: 12,
            proyecto: 'Factoría Norte',
            interes: '8.22',
            capital: '0.00',
            total: '8.22',
          },
        ],
        cantidad: 1,
        page: 1,
        total_pages: 1,
        meses: [
          { mes: '2026-11', interes: '0.00', capital: '0.00', total: '0.00' },
          { mes: '2026-12', interes: '8.22', capital: '0.00', total: '8.22' },
        ],
        totales: { interes: '8.22', capital: '0.00', total: '8.22' },
      },
    },
    money: ['data', 'pagos', 0, 'interes'],
  },
  diversification: {
    request: {},
    response: {
      data: {
        total: '1500.00',
        inversiones: 2,
        pais: [{ clave: 'CO', nombre: 'Colombia', monto: '1500.00', porcentaje: '100.00', inversiones: 2 }],
        categoria: [
          { clave: 'Agro', nombre: 'Agro', monto: '1000.00', porcentaje: '66.67', inversiones: 1 },
          {
            clave: 'Inmobiliario',
            nombre: 'Inmobiliario',
            monto: '500.00',
            porcentaje: '33.33',
            inversiones: 1,
          },
        ],
        riesgo: [{ clave: 'A', nombre: 'A', monto: '1500.00', porcentaje: '100.00', inversiones: 2 }],
        emisor: [
          {
            clave: 'Agrofuturo',
            nombre: 'Agrofuturo',
            monto: '1500.00',
            porcentaje: '100.00',
            inversiones: 2,
          },
        ],
        plazo: [
          { clave: '3-6', nombre: '3 a 6 meses', monto: '1500.00', porcentaje: '100.00', inversiones: 2 },
        ],
        mayor_emisor: { clave: 'Agrofuturo', nombre: 'Agrofuturo', porcentaje: '100.00' },
        mayor_proyecto: { clave: '12', nombre: 'Factoría Norte', porcentaje: '66.67' },
      },
    },
    money: ['data', 'categoria', 1, 'monto'],
  },
  novedadesList: {
    request: { page: 1 },
    response: {
      data: {
        datos: [
          {
            id: 4,
            tipo: 'interes',
            titulo: 'Intereses cobrados',
            detalle: 'Factoría Norte le pagó intereses.',
            monto: '12.50',
            enlace: '/cliente/inversiones',
            leida: 0,
            fecha: when,
          },
        ],
        cantidad: 1,
        page: 1,
        total_pages: 1,
        sin_leer: 1,
      },
    },
    money: ['data', 'datos', 0, 'monto'],
  },
  novedadesRead: {
    request: { ids: [4] },
    response: { data: { sin_leer: 0 } },
    broken: { data: { sin_leer: -1 } },
  },
};

/* ------------------------------------------------ helpers ----------------------------------------------- */

const entries = Object.entries(allCalls) as [CallName, CallDef][];

/** Public calls: the ones made before a session exists, plus the public country list. */
const publicCalls: readonly CallName[] = [
  'authenticate',
  'register',
  'activation',
  'forgotPassword',
  'resendEmail',
  'paisesList',
];

function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  const copy: unknown = structuredClone(value);
  let cursor = copy as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key) => {
    cursor = cursor[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1]!;
  expect(cursor[last], `the sample holds a value at ${path.join('.')}`).toBeDefined();
  cursor[last] = leaf;
  return copy;
}

function firstMessage(schema: z.ZodType, payload: unknown): string | undefined {
  const result = schema.safeParse(payload);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const spanish = /^(El campo|El archivo|El correo|La contraseña|El número de página)/;

/** Fields whose refusal is the middleware's generic 'La solicitud no es válida' (none at present). */
const genericRefusal: readonly string[] = [];

/* ------------------------------------------------- tests ------------------------------------------------ */

describe('the contract of the documented calls', () => {
  it('API-02 every call is POST except GET activation, and every client-area call requires the bearer token', () => {
    for (const [name, call] of entries) {
      expect(call.method, name).toBe(name === 'activation' ? 'GET' : 'POST');
      expect(call.auth, name).toBe(!publicCalls.includes(name));
      if (/^\/api\/(card|wallet|projects)\//.test(call.path)) expect(call.auth, name).toBe(true);
    }
  });

  it('lists every call of both Calls tables once, with a distinct path', () => {
    // 44 of the Calls tables, the net annual return (RET-06), the statement and tax summary (STMT-01,
    // STMT-09), the six of automatic investing (AUTO-01..AUTO-08, SRV-64), the expected payments (PAY-01), the
    // diversification (DIV-01) and the news' two (NEWS-02, NEWS-03).
    expect(entries).toHaveLength(57);
    const paths = entries.flatMap(([, call]) => [call.path, ...(call.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(allCalls).sort());
  });

  it('every path starts with /api/ and its :params are exactly the declared params', () => {
    for (const [name, call] of entries) {
      for (const path of [call.path, ...(call.aliases ?? [])]) {
        expect(path, name).toMatch(/^\/api\//);
        const inPath = [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
        expect(inPath, `${name} ${path}`).toEqual([...(call.params ?? [])]);
      }
      if (call.body === 'none') expect(call.request.safeParse({}).success, name).toBe(true);
    }
  });

  it('keeps the documented spellings of the paths', () => {
    expect(allCalls.withdrawalCreate.path).toBe('/api/client/withdrawall/create');
    expect(allCalls.remittanceWithdrawal.path).toBe('/api/client/withdrawall/remesa');
    expect(allCalls.secondaryPurchase.path).toBe('/api/client/investments/create_secundary');
    expect(allCalls.resendEmail.path).toBe('/api/cliente/resend_email');
    expect(allCalls.offerCancel.path).toBe('/api/client/offers/cancel/:id');
    expect(allCalls.beneficiaryDelete.path).toBe('/api/client/beneficiario_delete/:id');
    expect(allCalls.beneficiaryCreate.aliases).toContain('/api/client/beneficiario_create%20');
    expect(allCalls.depositCreate.body).toBe('multipart');
    expect(allCalls.kyc.body).toBe('multipart');
    expect(entries.some(([, call]) => call.path.includes('projectos'))).toBe(false);
  });

  describe.each(entries)('%s', (name, call) => {
    const fixture = fixtures[name] as Fixture<CallDef>;

    it('accepts a realistic request', () => {
      const result = call.request.safeParse(fixture.request);
      expect(result.error?.issues ?? [], JSON.stringify(result.error?.issues)).toEqual([]);
    });

    it('accepts a realistic response', () => {
      const result = call.response.safeParse(fixture.response);
      expect(result.error?.issues ?? [], JSON.stringify(result.error?.issues)).toEqual([]);
    });

    it('refuses a float where money is expected, or a broken response', () => {
      if (fixture.money) {
        expect(call.response.safeParse(setAt(fixture.response, fixture.money, 10.5)).success).toBe(false);
        expect(call.response.safeParse(setAt(fixture.response, fixture.money, '10.5')).success).toBe(false);
      } else {
        expect(fixture.broken, 'a broken sample is given').toBeDefined();
        expect(call.response.safeParse(fixture.broken).success).toBe(false);
      }
    });

    it('refuses a wrong-typed field of the request with a Spanish message', () => {
      const sample = fixture.request as Record<string, unknown>;
      for (const key of Object.keys(sample)) {
        const text = firstMessage(call.request, { ...sample, [key]: { nested: true } });
        if (text === undefined || genericRefusal.includes(`${name}.${key}`)) continue;
        expect(text, `${name}.${key}`).toMatch(spanish);
      }
    });
  });
});

describe('request values the spec lets the client send', () => {
  it('reads the invest amount from amount or from contratomonto, never as a float', () => {
    const { request } = allCalls.investmentCreate;
    expect(request.parse({ project_id: 12, amount: '50.10' })).toEqual({ project_id: 12, amount: '50.10' });
    expect(request.parse({ project_id: 12, contratomonto: 75 })).toEqual({ project_id: 12, amount: '75' });
    expect(firstMessage(request, { project_id: 12 })).toBe('El campo monto es requerido');
    expect(firstMessage(request, { amount: '50' })).toBe('El campo proyecto es requerido');
    expect(firstMessage(request, { project_id: 'abc', amount: '50' })).toBe('El campo proyecto no es válido');
    // An id is a number, as every answer has it and the published contract says: its digits as text are not.
    expect(firstMessage(request, { project_id: '12', amount: '50' })).toBe('El campo proyecto no es válido');
  });

  it('accepts every expiry and risk filter, an empty one, and refuses others', () => {
    const { request } = allCalls.projectsList;
    for (const vencimiento of ['', '1', '2', '3', '4', 4]) {
      expect(request.safeParse({ vencimiento }).success, String(vencimiento)).toBe(true);
    }
    for (const riesgo of ['', 'A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto']) {
      expect(request.safeParse({ riesgo }).success, riesgo).toBe(true);
    }
    expect(firstMessage(request, { vencimiento: '5' })).toBe('El campo vencimiento no es válido');
    expect(firstMessage(request, { riesgo: 'B' })).toBe('El campo riesgo no es válido');
    expect(firstMessage(request, { rango: 21 })).toBe('El campo rango no es válido');
    expect(request.parse({})).toEqual({
      proyecto: '',
      vencimiento: '',
      monto: '',
      page: 1,
      pais: '',
      tipo: '',
      emisor: '',
      riesgo: '',
      rango: '',
      actividad: '',
    });
    expect(request.parse({ rango: 0, tipo: 3, page: '2' })).toMatchObject({ rango: '0', tipo: '3', page: 2 });
  });

  it('defaults the list query and refuses a page below 1', () => {
    const { request } = allCalls.investmentsList;
    expect(request.parse({})).toEqual({ proyecto: '', vencimiento: '', monto: '', page: 1 });
    expect(firstMessage(request, { page: 0 })).toBe('El número de página no es válido');
    expect(firstMessage(allCalls.balanceList.request, { page: 'dos' })).toBe(
      'El número de página no es válido',
    );
    expect(allCalls.balanceList.request.parse({})).toEqual({ page: 1 });
  });

  it('creates each kind of beneficiary with its own required fields', () => {
    const { request } = allCalls.beneficiaryCreate;
    expect(
      request.parse({
        bank_personal: '2',
        country_id: 55,
        bank_client: 'Ana Pérez',
        bank_name: 'Chase',
        bank_account: '000123456',
        bank_type: 'CORRIENTE',
        bank_swift: '',
        bank_aba: '',
      }),
    ).toMatchObject({ bank_personal: '2', country_id: 55, iban: '', bank_email: '' });
    const remittance = {
      bank_personal: '3',
      bank_client: 'Ana María',
      bank_apellidos: 'Pérez Gómez',
      country_id: 82,
      provincia: 'Antioquia',
      ciudad: 'Medellín',
      direccion_cliente: 'Calle 10 # 43-12',
      tipo_identificacion: '',
      identificacion: '1712345678',
      telefono: '+57 300 123 4567',
    };
    expect(request.safeParse(remittance).success).toBe(true);
    expect(firstMessage(request, { ...remittance, telefono: ' ' })).toBe('El campo teléfono es requerido');
    expect(firstMessage(request, { ...remittance, tipo_identificacion: 'Carnet' })).toBe(
      'El campo tipo de identificación no es válido',
    );
    const crypto = {
      bank_personal: '3',
      bank_client: 'Ana María',
      bank_apellidos: 'Pérez Gómez',
      address_cripto: 'TXa1b2c3d4e5f6g7h8i9j0',
      network: 'TRON (TRC-20)',
    };
    expect(request.safeParse(crypto).success).toBe(true);
    expect(firstMessage(request, { ...crypto, network: '' })).toBe('El campo red es requerido');
    expect(firstMessage(request, { ...crypto, bank_personal: '4' })).toBe(
      'El campo tipo de beneficiario no es válido',
    );
    expect(
      firstMessage(request, {
        bank_personal: '1',
        bank_name: 'Banco',
        bank_client: 'Ana',
        bank_account: '1',
      }),
    ).toBe('El campo tipo de cuenta es requerido');
    expect(firstMessage(allCalls.beneficiaries.request, {})).toBe(
      'El campo tipo de beneficiario es requerido',
    );
  });

  it('requires a date only for a defined end of sale', () => {
    const { request } = allCalls.offerCreate;
    const base = { investment_id: 9, rendimiento: '50.00', amount_percentage: '100' };
    expect(request.parse({ ...base, date_type: 1, date_value: '' })).toMatchObject({
      date_type: 1,
      date_value: '',
    });
    expect(request.safeParse({ ...base, date_type: '3' }).success).toBe(true);
    expect(firstMessage(request, { ...base, date_type: '2', date_value: '' })).toBe(
      'El campo fecha de vencimiento es requerido',
    );
    expect(firstMessage(request, { ...base, date_type: '2', date_value: '2025-02-30' })).toBe(
      'El campo fecha de vencimiento no es válido',
    );
    expect(firstMessage(request, { ...base, date_type: '' })).toBe(
      'El campo tipo de vencimiento es requerido',
    );
    expect(firstMessage(request, { ...base, date_type: 1, amount_percentage: ' ' })).toBe(
      'El campo porcentaje de venta es requerido',
    );
  });

  it('reads a withdrawal amount sent as monto and amount, and a remittance without identification type', () => {
    expect(allCalls.withdrawalCreate.request.parse({ beneficiario_id: 3, monto: '20', type: '3' })).toEqual({
      beneficiario_id: 3,
      monto: '20',
      amount: '20',
      type: 3,
      ventanilla: '',
      date: '',
    });
    expect(
      firstMessage(allCalls.withdrawalCreate.request, { beneficiario_id: 3, monto: '20', type: 4 }),
    ).toBe('El campo tipo de retiro no es válido');
    const remittance = { ...fixtures.remittanceWithdrawal.request, remesa_tipoidentificacion: undefined };
    expect(allCalls.remittanceWithdrawal.request.parse(remittance)).toMatchObject({
      remesa_tipoidentificacion: '',
      remesa_country: 82,
    });
    expect(firstMessage(allCalls.remittanceWithdrawal.request, { ...remittance, remesa_ciudad: '' })).toBe(
      'El campo ciudad es requerido',
    );
  });

  it('refuses a deposit report without its proof file, address or hash', () => {
    const { request } = allCalls.depositCreate;
    const sample = fixtures.depositCreate.request;
    expect(request.parse(sample)).toMatchObject({ amount: '5000', type: 2 });
    expect(firstMessage(request, { ...sample, file: undefined })).toBe(
      'El archivo del comprobante es requerido',
    );
    expect(firstMessage(request, { ...sample, file: new Blob([]) })).toBe(
      'El archivo del comprobante está vacío',
    );
    expect(firstMessage(request, { ...sample, direccion: '' })).toBe('El campo dirección es requerido');
    expect(firstMessage(request, { ...sample, hash: '  ' })).toBe('El campo hash es requerido');
    expect(firstMessage(request, { ...sample, type: '3' })).toBe('El campo tipo no es válido');
  });

  it('fills the defaulted card-application fields and requires the others', () => {
    const { request } = allCalls.cardCreate;
    const sample = fixtures.cardCreate.request;
    expect(request.parse({ ...sample, document_type: '', profesion: '' })).toMatchObject({
      document_type: 'Cédula/DNI',
      profesion: 'Autónomo',
    });
    expect(firstMessage(request, { ...sample, zipCode: '' })).toBe('El campo código postal es requerido');
    expect(firstMessage(request, { ...sample, genero: 'Otro' })).toBe('El campo género no es válido');
    expect(firstMessage(allCalls.walletTransfer.request, { card_id: 2, amount: '10' })).toBe(
      'El campo notas es requerido',
    );
    expect(firstMessage(allCalls.cardMovements.request, { card_id: 2, type: 'xml' })).toBe(
      'El campo formato no es válido',
    );
    expect(allCalls.cardMovements.request.parse({ card_id: 2, type: 'xls' })).toEqual({
      card_id: 2,
      type: 'xls',
      from: '',
      to: '',
    });
  });
});

describe('response values', () => {
  it('answers beneficiary kinds as numbers and statuses with their fixed values', () => {
    const beneficiariesResponse = allCalls.beneficiaries.response;
    for (const kind of [1, 2, 3]) {
      expect(
        beneficiariesResponse.safeParse({ data: [{ ...beneficiaryRow, bank_personal: kind }] }).success,
      ).toBe(true);
    }
    const deposits = allCalls.depositsList.response;
    const depositRow = fixtures.depositsList.response.data[0]!;
    for (const estado of ['EN PROCESO', 'APROBADO', 'RECHAZADO']) {
      expect(deposits.safeParse({ data: [{ ...depositRow, estado }], cantidad: 1 }).success).toBe(true);
    }
    expect(deposits.safeParse({ data: [{ ...depositRow, estado: 'PENDIENTE' }], cantidad: 1 }).success).toBe(
      false,
    );
    for (const status of ['PENDIENTE', 'APROBADO', 'DESACTIVADA']) {
      expect(allCalls.cardList.response.safeParse({ data: { data: [{ ...cardRow, status }] } }).success).toBe(
        true,
      );
    }
    expect(
      allCalls.cardList.response.safeParse({ data: { data: [{ ...cardRow, status: 'ACTIVA' }] } }).success,
    ).toBe(false);
  });

  it('takes rates as decimal strings and ids and counts as integers', () => {
    const { response } = allCalls.projectsList;
    const ok = (over: Record<string, unknown>) =>
      response.safeParse({ data: [{ ...projectRow, ...over }], page: 1, total_pages: 1, cantidad: 1 })
        .success;
    expect(ok({ tax_referential_client: '12.5', porcentaje_diario: '0.0333' })).toBe(true);
    expect(ok({ tax_referential_client: 12.5 })).toBe(false);
    expect(ok({ total_inversores: '37' })).toBe(false);
    expect(ok({ id: 1.5 })).toBe(false);
    expect(ok({ relevancia: 4 })).toBe(false);
    expect(ok({ end_date: '31/12/2025' })).toBe(false);
    expect(response.safeParse({ data: [], page: 0, total_pages: 1, cantidad: 0 }).success).toBe(false);
  });

  it('lets a movement code be null and pairs the chart amounts with their labels', () => {
    const list = fixtures.balanceList.response;
    expect(
      allCalls.balanceList.response.safeParse({ ...list, data: [{ ...movementRow, code: '000123' }] })
        .success,
    ).toBe(true);
    expect(
      allCalls.investmentsChart.response.safeParse({ data: [{ amount: '1.00' }], label: [] }).success,
    ).toBe(false);
    expect(
      allCalls.withdrawalCreate.response.safeParse({ message: 'ok', data: { pin: '12345' } }).success,
    ).toBe(false);
  });
});

/* ------------------------------------ the client's side of the contract --------------------------------- */

/** Every export of the zod-free endpoint modules, by module. */
const endpointModules: Record<string, Record<string, unknown>> = {
  auth: authEndpoints,
  account: accountEndpoints,
  paises: paisesEndpoints,
  projects: projectEndpoints,
  investments: investmentEndpoints,
  offers: offerEndpoints,
  withdrawals: withdrawalEndpoints,
  deposits: depositEndpoints,
  cards: cardEndpoints,
  simulator: simulatorEndpoints,
  statements: statementEndpoints,
  strategies: strategyEndpoints,
  forecast: forecastEndpoints,
  diversification: diversificationEndpoints,
  novedades: novedadEndpoints,
};

/** The descriptor fields of a call: what the client needs, and all an Endpoint holds at run time. */
const descriptorKeys = ['method', 'path', 'aliases', 'body', 'auth', 'params'] as const;

function descriptorOf(call: Endpoint): Record<string, unknown> {
  return Object.fromEntries(descriptorKeys.filter((k) => k in call).map((k) => [k, call[k]]));
}

/** The one endpoint module that exports `name`, and what it exports under it. */
function exportedEndpoint(name: string): Endpoint {
  const owners = Object.entries(endpointModules).filter(([, m]) => name in m);
  expect(
    owners.map(([module]) => module),
    `exactly one endpoint module exports ${name}`,
  ).toHaveLength(1);
  return owners[0]![1][name] as Endpoint;
}

const contractDir = fileURLToPath(new URL('.', import.meta.url));
/** The endpoint modules' sources: src/contract/*.ts, without tests and without schemas/. */
const endpointSources = readdirSync(contractDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, source: readFileSync(`${contractDir}/${file}`, 'utf8') }));

/** Every static import or re-export statement of a source, with its specifier. */
function importStatements(source: string): { statement: string; specifier: string }[] {
  const pattern = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((m) => ({
    statement: m[0].trim(),
    specifier: (m[1] ?? m[2])!,
  }));
}
/** The simulator's own tools: not documented calls, so not in allCalls. */
const simulatorCallNames = [
  'demoOutbox',
  'simulatorClock',
  'simulatorReset',
  'simulatorExport',
  'simulatorImport',
] as const;

const typeOnly = (statement: string) => /^(?:import|export)\s+type\b/.test(statement);

describe("the server's calls are the client's endpoints plus their schemas", () => {
  it('pairs every call of allCalls with the endpoint of the same name, field for field', () => {
    for (const [name, call] of entries) {
      const endpoint = exportedEndpoint(name);
      expect(descriptorOf(call), name).toEqual(descriptorOf(endpoint));
      expect(Object.keys(call).sort(), name).toEqual(
        [...Object.keys(endpoint), 'request', 'response'].sort(),
      );
      expect(allEndpoints[name], name).toBe(endpoint);
    }
    expect(Object.keys(allEndpoints).sort()).toEqual(Object.keys(allCalls).sort());
    for (const name of simulatorCallNames)
      expect(descriptorOf(simulatorCalls[name]), name).toEqual(descriptorOf(simulatorEndpoints[name]));
  });

  it('keeps the endpoints plain: no schema or other field travels to the client', () => {
    for (const name of [...Object.keys(allEndpoints), ...simulatorCallNames]) {
      const endpoint = exportedEndpoint(name);
      for (const key of Object.keys(endpoint)) expect(descriptorKeys, `${name}.${key}`).toContain(key);
      expect(Object.getOwnPropertySymbols(endpoint), name).toEqual([]);
    }
  });

  it('no endpoint module imports zod, or a schema, at run time', () => {
    expect(endpointSources.map((s) => s.file)).toEqual(
      expect.arrayContaining(['auth.ts', 'call.ts', 'errors.ts']),
    );
    for (const { file, source } of endpointSources) {
      expect(source, `${file} imports zod dynamically`).not.toMatch(/\b(?:import|require)\s*\(\s*['"]zod/);
      for (const { statement, specifier } of importStatements(source)) {
        if (specifier === 'zod' || specifier.startsWith('zod/')) {
          expect(typeOnly(statement), `${file}: ${statement}`).toBe(true);
        }
        if (/(^|\/)schemas(\/|$)/.test(specifier)) {
          expect(typeOnly(statement), `${file}: ${statement}`).toBe(true);
        }
        if (!typeOnly(statement)) expect(specifier, `${file}: ${statement}`).toMatch(/^\.\/[\w-]+$/);
      }
    }
  });
});

describe('types flow from the schemas to the endpoints', () => {
  it('types an endpoint and its call alike, from the schemas', () => {
    const call = allCalls.offerCreate;
    const endpoint = offerEndpoints.offerCreate;
    expect(endpoint).toBe(allEndpoints.offerCreate);
    expectTypeOf<CallRequest<typeof endpoint>>().toEqualTypeOf<
      z.input<typeof offerSchemas.offerCreateRequest>
    >();
    expectTypeOf<CallResponse<typeof endpoint>>().toEqualTypeOf<
      z.output<typeof offerSchemas.offerCreateResponse>
    >();
    expectTypeOf<CallRequest<typeof call>>().toEqualTypeOf<CallRequest<typeof endpoint>>();
    expectTypeOf<CallResponse<typeof call>>().toEqualTypeOf<CallResponse<typeof endpoint>>();
    expectTypeOf<CallParsedRequest<typeof call>>().toEqualTypeOf<
      z.output<typeof offerSchemas.offerCreateRequest>
    >();
    expectTypeOf<CallParsedRequest<typeof endpoint>>().toBeNever();
    expectTypeOf<CallParams<typeof offerEndpoints.offerCancel>>().toEqualTypeOf<'id'>();
    expectTypeOf<CallParams<typeof allCalls.offerCancel>>().toEqualTypeOf<'id'>();
    expectTypeOf<CallParams<typeof endpoint>>().toBeNever();
    expectTypeOf(call).toExtend<Endpoint>();
    expectTypeOf(authEndpoints.profile.auth).toEqualTypeOf<true>();
    expectTypeOf(authEndpoints.authenticate.auth).toEqualTypeOf<false>();
  });
});
