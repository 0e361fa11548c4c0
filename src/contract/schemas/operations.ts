import type { CallDef } from '../call';
import * as account from './account';
import * as auth from './auth';
import * as cards from './cards';
import * as deposits from './deposits';
import * as investments from './investments';
import * as offers from './offers';
import * as paises from './paises';
import * as projects from './projects';
import * as simulator from './simulator';
import * as statements from './statements';
import * as strategies from './strategies';
import * as withdrawals from './withdrawals';

/** The statuses a refusal may carry (mocks/domain/refusal.ts); 401 on calls with a session and 500 are added. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422;

/** How the published contract (openapi.json) describes one call beyond its schemas. */
export interface OperationNotes {
  /** One line in Spanish, with the requirement it answers. */
  readonly summary: string;
  /**
   * The refusals the call may answer besides 401 (every call with a session) and 500 (any call): each one in
   * the documented error body. A test checks every answer of the handler tests against this list.
   */
  readonly refusals: readonly RefusalStatus[];
}

/** The resource files of the contract, each a group (an OpenAPI tag) of the published document. */
export const contractGroups = [
  { tag: 'Acceso y perfil', calls: auth },
  { tag: 'Cuenta', calls: account },
  { tag: 'Países', calls: paises },
  { tag: 'Mercados', calls: projects },
  { tag: 'Inversiones', calls: investments },
  { tag: 'Ofertas del secundario', calls: offers },
  { tag: 'Retiros', calls: withdrawals },
  { tag: 'Depósitos', calls: deposits },
  { tag: 'Tarjetas', calls: cards },
  { tag: 'Estados de cuenta', calls: statements },
  { tag: 'Inversión automática', calls: strategies },
  { tag: 'Simulador', calls: simulator },
] as const;

/** Whether an export of a schemas file is a call (a CallDef) rather than a schema or a constant. */
export function isCallDef(value: unknown): value is CallDef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'method' in value &&
    'request' in value &&
    'response' in value
  );
}

type CallsOf<M> = { [K in keyof M as M[K] extends CallDef ? K : never]: M[K] };
type Group = (typeof contractGroups)[number]['calls'];
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? I
  : never;
/** The name of every call of the contract, the simulator's own included. */
export type ContractCallName = keyof UnionToIntersection<CallsOf<Group>>;

/** Every call's notes: a call added to a schemas file without its line here does not compile. */
export const operationNotes = {
  // access and profile
  authenticate: {
    summary: 'API-03: inicia sesión (o consulta el estado del correo) y entrega el token',
    refusals: [401, 403, 422],
  },
  register: { summary: 'API-04: registra un cliente y envía el correo de activación', refusals: [409, 422] },
  activation: { summary: 'API-05: activa la cuenta con el token del correo', refusals: [] },
  forgotPassword: { summary: 'API-06: envía una contraseña nueva al correo', refusals: [404, 422] },
  resendEmail: { summary: 'API-07: reenvía el correo de activación', refusals: [404, 409, 422] },
  getStatus: { summary: 'API-08: el estado de la cuenta del cliente', refusals: [] },
  profile: { summary: 'API-09: el registro completo del cliente', refusals: [] },
  changePassword: { summary: 'API-10: cambia la contraseña', refusals: [422] },
  updateClient: { summary: 'API-11: actualiza los datos del perfil', refusals: [409, 422] },
  kyc: { summary: 'API-12: envía los tres documentos de la verificación de identidad', refusals: [409, 422] },
  // account area
  dashboard: { summary: 'API-13: saldos y cifras del tablero', refusals: [] },
  balanceList: {
    summary: 'API-14: una página de movimientos, del más reciente al más antiguo',
    refusals: [422],
  },
  investmentsChart: { summary: 'API-15: el monto invertido acumulado, por fecha', refusals: [] },
  netReturn: {
    summary: 'RET-01: la rentabilidad neta anual (TIR) del cliente y su serie mensual',
    refusals: [],
  },
  beneficiaries: { summary: 'API-16: las cuentas beneficiarias del cliente', refusals: [422] },
  beneficiaryCreate: {
    summary: 'API-17: crea una cuenta beneficiaria (nacional, internacional o cripto)',
    refusals: [409, 422],
  },
  beneficiaryDelete: { summary: 'API-18: elimina una cuenta beneficiaria propia', refusals: [404, 409, 422] },
  // countries
  paisesList: { summary: 'API-19: la lista fija de países', refusals: [] },
  // markets
  projectsList: {
    summary: 'API-20: una página de proyectos del mercado primario, filtrada',
    refusals: [422],
  },
  allProjects: {
    summary:
      'API-21: los proyectos abiertos más recientes del mercado primario, hasta 20, del más nuevo al más antiguo',
    refusals: [],
  },
  secondaryProjects: {
    summary: 'API-22: una página de ofertas abiertas del mercado secundario',
    refusals: [422],
  },
  associatedParcels: { summary: 'API-23: las parcelas de un contrato', refusals: [404, 422] },
  ownProjects: { summary: 'API-24: los proyectos propios del cliente como emisor', refusals: [422] },
  projectFilterOptions: { summary: 'API-25: las opciones de los filtros de proyectos', refusals: [] },
  issuersByActivity: { summary: 'API-26: los emisores de una actividad', refusals: [404, 422] },
  // investments
  investmentCreate: {
    summary: 'API-27: invierte en un proyecto del mercado primario',
    refusals: [404, 409, 422],
  },
  secondaryPurchase: {
    summary: 'API-28: compra una oferta del mercado secundario',
    refusals: [404, 409, 422],
  },
  investmentsList: { summary: 'API-29: una página de las inversiones activas del cliente', refusals: [422] },
  soldInvestments: { summary: 'API-30: una página de las inversiones vendidas del cliente', refusals: [422] },
  investmentFilters: { summary: 'API-31: las opciones de los filtros de inversiones', refusals: [] },
  // offers
  offersList: { summary: 'API-32: una página de las ofertas abiertas del cliente', refusals: [422] },
  offerCreate: { summary: 'API-33: pone en venta una inversión activa', refusals: [404, 409, 422] },
  offerCancel: { summary: 'API-34: cancela una oferta abierta propia', refusals: [404, 409, 422] },
  // withdrawals
  withdrawalsList: { summary: 'API-35: una página de los retiros del cliente', refusals: [422] },
  withdrawalCreate: {
    summary: 'API-36: solicita un retiro a una cuenta beneficiaria',
    refusals: [403, 404, 409, 422],
  },
  remittanceWithdrawal: { summary: 'API-37: solicita un retiro por remesa', refusals: [403, 409, 422] },
  // deposits
  depositsList: { summary: 'API-38: una página de los depósitos reportados', refusals: [422] },
  depositsPdf: { summary: 'API-39: el nombre del archivo del reporte de depósitos', refusals: [] },
  depositAddresses: { summary: 'API-40: las direcciones de depósito de la plataforma', refusals: [] },
  depositCreate: { summary: 'API-41: reporta un depósito con su comprobante', refusals: [409, 422] },
  // cards
  cardList: { summary: 'API-42: las tarjetas prepago del cliente', refusals: [] },
  cardCreate: { summary: 'API-43: solicita una tarjeta prepago', refusals: [409, 422] },
  cardChange: { summary: 'API-44: desactiva una tarjeta propia', refusals: [404, 409, 422] },
  cardMovements: { summary: 'API-45: el archivo de movimientos de una tarjeta', refusals: [404, 422] },
  walletTransfer: {
    summary: 'API-46: transfiere de la billetera a una tarjeta aprobada',
    refusals: [404, 409, 422],
  },
  // statements
  balanceStatement: {
    summary: 'STMT-01: el estado de cuenta de un periodo: saldo inicial, movimientos, saldo final y totales',
    refusals: [422],
  },
  taxSummary: {
    summary: 'STMT-09: el resumen anual para impuestos: intereses, resultado del secundario y comisiones',
    refusals: [422],
  },
  // automatic investing
  strategiesList: { summary: 'AUTO-01: las estrategias de inversión automática del cliente', refusals: [] },
  strategyCreate: { summary: 'AUTO-02: crea una estrategia de inversión automática', refusals: [409, 422] },
  strategyUpdate: { summary: 'AUTO-03: cambia una estrategia propia', refusals: [404, 422] },
  strategyStatus: { summary: 'AUTO-04: pausa o reanuda una estrategia propia', refusals: [404, 422] },
  strategyPreview: {
    summary:
      'SRV-64: lo que una estrategia invertiría ahora en los proyectos abiertos que coinciden (al crearla o al reanudarla), sin guardar nada',
    refusals: [404, 422],
  },
  strategyInvestments: {
    summary: 'AUTO-08: una página de las inversiones de una estrategia',
    refusals: [404, 422],
  },
  // the simulator's own calls
  demoOutbox: { summary: 'SRV-09: los correos de demostración enviados a una dirección', refusals: [422] },
  simulatorClock: { summary: 'El reloj del simulador: lo lee o lo adelanta', refusals: [422] },
  demoProgress: { summary: 'Los pasos de la guía de la demostración que el cliente ya hizo', refusals: [] },
  simulatorReset: { summary: 'Devuelve el simulador a su estado de primera visita', refusals: [] },
  simulatorExport: { summary: 'El estado completo del simulador, para guardarlo', refusals: [] },
  simulatorImport: { summary: 'Reemplaza el estado del simulador por uno guardado', refusals: [422] },
  simulatorSettings: { summary: 'SRV-57, SRV-58: la latencia y los fallos inyectados', refusals: [] },
  simulatorSettingsUpdate: {
    summary: 'SRV-57, SRV-58: cambia la latencia, agrega o quita un fallo',
    refusals: [404, 422],
  },
  simulatorLog: { summary: 'SRV-59: el registro de las llamadas atendidas', refusals: [] },
  simulatorLogClear: { summary: 'SRV-59: vacía el registro de llamadas', refusals: [] },
  simulatorTables: {
    summary: 'SRV-60: las tablas guardadas y una página de filas, solo lectura',
    refusals: [404, 422],
  },
} as const satisfies Record<ContractCallName, OperationNotes>;
