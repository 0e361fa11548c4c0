import type { CallDef } from '../call';
import * as account from './account';
import * as auth from './auth';
import * as cards from './cards';
import * as deposits from './deposits';
import * as diversification from './diversification';
import * as investments from './investments';
import * as offers from './offers';
import * as paises from './paises';
import * as projects from './projects';
import * as simulator from './simulator';
import * as statements from './statements';
import * as strategies from './strategies';
import * as withdrawals from './withdrawals';
import * as forecast from './forecast';
import * as novedades from './novedades';

/** The statuses a refusal may carry (mocks/domain/refusal.ts); 401 on calls with a session and 500 are added. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422;

/** A path parameter of a call, as the published contract describes it. */
export interface PathParameter {
  readonly description: string;
  /** 'integer' for an id the server answers as a number elsewhere. */
  readonly type: 'integer' | 'string';
}

/** How the published contract (openapi.json) describes one call beyond its schemas. */
export interface OperationNotes {
  /** One line in Spanish, with the requirement it answers. */
  readonly summary: string;
  /** What the call does, for a reader of the contract: a sentence or two in Spanish. */
  readonly description: string;
  /**
   * The refusals the call may answer besides 401 (every call with a session) and 500 (any call): each one in
   * the documented error body. A test checks every answer of the handler tests against this list.
   */
  readonly refusals: readonly RefusalStatus[];
  /** Each ':name' of the call's path (a test checks there is one for each). */
  readonly pathParameters?: Readonly<Record<string, PathParameter>>;
}

/** The resource files of the contract, each a group (an OpenAPI tag) of the published document. */
export const contractGroups = [
  {
    tag: 'Acceso y perfil',
    description:
      'Registro, activación, inicio de sesión, contraseña, datos personales y verificación de identidad.',
    calls: auth,
  },
  {
    tag: 'Cuenta',
    description: 'El tablero, los movimientos de la billetera, la rentabilidad y las cuentas beneficiarias.',
    calls: account,
  },
  {
    tag: 'Países',
    description: 'La lista fija de países, con los ids que envían los formularios.',
    calls: paises,
  },
  {
    tag: 'Mercados',
    description: 'El mercado primario (proyectos), el secundario (ofertas de otros clientes) y sus filtros.',
    calls: projects,
  },
  {
    tag: 'Inversiones',
    description:
      'Invertir en un proyecto, comprar una oferta y las listas de inversiones activas y vendidas.',
    calls: investments,
  },
  {
    tag: 'Ofertas del secundario',
    description: 'Poner en venta una inversión activa, las ofertas abiertas del cliente y su cancelación.',
    calls: offers,
  },
  {
    tag: 'Retiros',
    description:
      'Retiros a una cuenta beneficiaria o por remesa, aprobados por el servidor después de un plazo.',
    calls: withdrawals,
  },
  {
    tag: 'Depósitos',
    description:
      'Las direcciones USDT de la plataforma, el reporte de un depósito con su comprobante y la lista.',
    calls: deposits,
  },
  {
    tag: 'Tarjetas',
    description:
      'Tarjetas prepago: solicitud, lista, desactivación, movimientos y transferencias desde la billetera.',
    calls: cards,
  },
  {
    tag: 'Estados de cuenta',
    description: 'El estado de cuenta de un periodo y el resumen anual para impuestos.',
    calls: statements,
  },
  {
    tag: 'Inversión automática',
    description: 'Estrategias que invierten solas en los proyectos nuevos que coinciden con sus criterios.',
    calls: strategies,
  },
  {
    tag: 'Próximos pagos',
    description: 'Los pagos que las inversiones activas del cliente harán en los próximos 12 meses.',
    calls: forecast,
  },
  {
    tag: 'Diversificación',
    description:
      'Cómo se reparte la cartera activa del cliente: por país, categoría, riesgo, emisor y plazo.',
    calls: diversification,
  },
  {
    tag: 'Novedades',
    description: 'Lo que ocurrió en la cuenta del cliente desde que miró por última vez, leído y sin leer.',
    calls: novedades,
  },
  {
    tag: 'Simulador',
    description:
      'Herramientas del simulador, no de la plataforma: correos de demostración, reloj, estado guardado, ' +
      'latencia, fallos, registro de llamadas y tablas.',
    calls: simulator,
  },
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
    description:
      'Comprueba el correo y la contraseña (o la temporal de API-06) y abre una sesión nueva, que cierra las ' +
      'anteriores del cliente (SRV-12). Un correo sin confirmar se rechaza con 403.',
    refusals: [401, 403, 422],
  },
  register: {
    summary: 'API-04: registra un cliente y envía el correo de activación',
    description:
      'Crea un cliente en estado 1, en modo demostración y con el correo sin confirmar, y deja el enlace de ' +
      'activación en el buzón de demostración (SRV-08, SRV-09). Un correo ya registrado se rechaza con 409.',
    refusals: [409, 422],
  },
  activation: {
    summary: 'API-05: activa la cuenta con el token del correo',
    description:
      "Confirma el correo con un token conocido y sin usar y responde success 'true'; cualquier otro token " +
      "responde success 'false' (SRV-10). Nunca rechaza: no tiene cuerpo ni sesión que validar.",
    refusals: [],
    pathParameters: {
      token: { description: 'El token del enlace de activación del correo (SRV-09)', type: 'string' },
    },
  },
  forgotPassword: {
    summary: 'API-06: envía una contraseña nueva al correo',
    description:
      'Envía una contraseña temporal, válida 24 horas, al buzón de demostración del correo; responde lo mismo ' +
      'exista o no el correo (SRV-14).',
    refusals: [422],
  },
  resendEmail: {
    summary: 'API-07: reenvía el correo de activación',
    description:
      'Deja un enlace de activación nuevo en el buzón de demostración si el correo existe y no está confirmado; ' +
      'responde lo mismo en cualquier caso (SRV-14).',
    refusals: [422],
  },
  getStatus: {
    summary: 'API-08: el estado de la cuenta del cliente',
    description:
      'El estado del cliente (0 a 3), que decide su menú, y si está en modo demostración (SRV-16).',
    refusals: [],
  },
  profile: {
    summary: 'API-09: el registro completo del cliente',
    description:
      'Los datos personales del cliente, su último inicio de sesión, su estado y sus comisiones de retiro ' +
      '(SRV-15).',
    refusals: [],
  },
  changePassword: {
    summary: 'API-10: cambia la contraseña',
    description:
      'Cambia la contraseña si la actual es correcta y la confirmación coincide; si no, 422 con el motivo ' +
      '(SRV-19).',
    refusals: [422],
  },
  updateClient: {
    summary: 'API-11: actualiza los datos del perfil',
    description:
      'Guarda los datos personales de datos y lleva un cliente en estado 1 al 2 (SRV-17). Un correo nuevo queda ' +
      'pendiente hasta abrir su enlace (SRV-51); si es de otra cuenta, 409.',
    refusals: [409, 422],
  },
  kyc: {
    summary: 'API-12: envía los tres documentos de la verificación de identidad',
    description:
      'Recibe las tres imágenes o PDF (hasta 5 MB, comprobadas por sus primeros bytes, SRV-55) y, en la ' +
      'demostración, verifica al cliente en el acto: pasa al estado 3 (SRV-18).',
    refusals: [422],
  },
  // account area
  dashboard: {
    summary: 'API-13: saldos y cifras del tablero',
    description:
      'Las diez cifras del tablero, calculadas desde el libro contable y los registros del cliente (SRV-20).',
    refusals: [],
  },
  balanceList: {
    summary: 'API-14: una página de movimientos, del más reciente al más antiguo',
    description:
      'Diez movimientos de la billetera por página, con el total y el número de páginas (SRV-04, SRV-39).',
    refusals: [422],
  },
  investmentsChart: {
    summary: 'API-15: el monto invertido acumulado, por fecha',
    description:
      'La serie del monto invertido acumulado en cada fecha de inversión, para la gráfica del tablero (SRV-43).',
    refusals: [],
  },
  netReturn: {
    summary: 'RET-01: la rentabilidad neta anual (TIR) del cliente y su serie mensual',
    description:
      'La tasa interna de retorno anual de los flujos del cliente hasta hoy, null sin flujos suficientes, y su ' +
      'valor al cierre de cada mes (RET-01 a RET-05).',
    refusals: [],
  },
  beneficiaries: {
    summary: 'API-16: las cuentas beneficiarias del cliente',
    description:
      "Las cuentas beneficiarias del cliente de un tipo: '1' nacionales, '2' internacionales, '3' remesas y cripto.",
    refusals: [422],
  },
  beneficiaryCreate: {
    summary: 'API-17: crea una cuenta beneficiaria (nacional, internacional o cripto)',
    description:
      "Agrega una cuenta del tipo que dice bank_personal; '3' con address_cripto es una dirección USDT. También " +
      'responde en la dirección original, con un espacio al final (SRV-40).',
    refusals: [422],
  },
  beneficiaryDelete: {
    summary: 'API-18: elimina una cuenta beneficiaria propia',
    description:
      'Elimina una cuenta beneficiaria del cliente; la de otro cliente responde como inexistente, 404 (SRV-40).',
    refusals: [404, 422],
    pathParameters: {
      id: { description: 'El id de la cuenta beneficiaria (el id de API-16)', type: 'integer' },
    },
  },
  // countries
  paisesList: {
    summary: 'API-19: la lista fija de países',
    description: 'Los países con su id, su código ISO y su nombre; los formularios envían el id (BENEF-29).',
    refusals: [],
  },
  // markets
  projectsList: {
    summary: 'API-20: una página de proyectos del mercado primario, filtrada',
    description:
      'Diez proyectos abiertos por página, del más nuevo al más antiguo, con los filtros de SRV-41; en cifras del ' +
      'mundo del cliente, demostración o real (SRV-50).',
    refusals: [422],
  },
  allProjects: {
    summary:
      'API-21: los proyectos abiertos más recientes del mercado primario, hasta 20, del más nuevo al más antiguo',
    description: 'Los proyectos que muestra el carrusel del tablero.',
    refusals: [],
  },
  secondaryProjects: {
    summary: 'API-22: una página de ofertas abiertas del mercado secundario',
    description:
      'Las ofertas abiertas de otros clientes del mismo mundo, con los datos que muestra el modal de compra ' +
      '(SRV-26, SRV-50).',
    refusals: [422],
  },
  associatedParcels: {
    summary: 'API-23: las parcelas de un contrato',
    description: 'Las parcelas asociadas al contrato de un proyecto; un contrato desconocido responde 404.',
    refusals: [404, 422],
  },
  ownProjects: {
    summary: 'API-24: los proyectos propios del cliente como emisor',
    description:
      'Los proyectos que el cliente ofrece como emisor (is_ofertante), en cualquier estado; ninguno para los demás.',
    refusals: [422],
  },
  projectFilterOptions: {
    summary: 'API-25: las opciones de los filtros de proyectos',
    description:
      'Los países con proyectos, los tipos de oferta, los emisores y las actividades (FILT-02 a FILT-04).',
    refusals: [],
  },
  issuersByActivity: {
    summary: 'API-26: los emisores de una actividad',
    description:
      'Los emisores de una actividad, para el filtro de emisor (FILT-09); una actividad desconocida responde 404.',
    refusals: [404, 422],
  },
  // investments
  investmentCreate: {
    summary: 'API-27: invierte en un proyecto del mercado primario',
    description:
      'Invierte desde el saldo disponible: al menos 50 (o lo disponible del proyecto si es menos), sin pasar lo ' +
      'disponible del proyecto ni el saldo; si no, 409 (SRV-22, SRV-23).',
    refusals: [404, 409, 422],
  },
  secondaryPurchase: {
    summary: 'API-28: compra una oferta del mercado secundario',
    description:
      'Compra la oferta abierta de otro cliente por su precio de venta: la inversión pasa al comprador ' +
      '(SRV-26, SRV-27). Una oferta propia, cerrada o sin saldo suficiente responde 409.',
    refusals: [404, 409, 422],
  },
  investmentsList: {
    summary: 'API-29: una página de las inversiones activas del cliente',
    description:
      'Las inversiones activas, filtradas, con sus rendimientos (SRV-21) y los totales de todas las páginas.',
    refusals: [422],
  },
  soldInvestments: {
    summary: 'API-30: una página de las inversiones vendidas del cliente',
    description:
      'Las inversiones vendidas en el mercado secundario, la última venta primero, con los totales (SRV-27).',
    refusals: [422],
  },
  investmentFilters: {
    summary: 'API-31: las opciones de los filtros de inversiones',
    description: 'Los proyectos en que invirtió el cliente, para el filtro por proyecto (SRV-42).',
    refusals: [],
  },
  // offers
  offersList: {
    summary: 'API-32: una página de las ofertas abiertas del cliente',
    description:
      'Las ofertas abiertas del cliente en el mercado secundario, filtradas, con los totales (SRV-25).',
    refusals: [422],
  },
  offerCreate: {
    summary: 'API-33: pone en venta una inversión activa',
    description:
      'Abre una oferta de una inversión activa propia al porcentaje pedido de su valor, con vencimiento hoy, en ' +
      'una fecha o sin vencimiento (SRV-24, SRV-25). Una inversión ya ofertada o vencida responde 409.',
    refusals: [404, 409, 422],
  },
  offerCancel: {
    summary: 'API-34: cancela una oferta abierta propia',
    description:
      'Cierra una oferta abierta del cliente y devuelve su inversión a la lista de activas (SRV-28); una oferta ' +
      'ya cerrada responde 409 y la de otro cliente, 404.',
    refusals: [404, 409, 422],
    pathParameters: { id: { description: 'El id de la oferta (el id de API-32)', type: 'integer' } },
  },
  // withdrawals
  withdrawalsList: {
    summary: 'API-35: una página de los retiros del cliente',
    description: 'Los retiros del cliente, del más reciente al más antiguo, con su estado (SRV-29, SRV-32).',
    refusals: [],
  },
  withdrawalCreate: {
    summary: 'API-36: solicita un retiro a una cuenta beneficiaria',
    description:
      'Retiene el monto (al menos 20) y lo envía a una cuenta beneficiaria propia del tipo elegido; se aprueba ' +
      '60 s después (SRV-30 a SRV-32). En modo demostración responde 403.',
    refusals: [403, 404, 409, 422],
  },
  remittanceWithdrawal: {
    summary: 'API-37: solicita un retiro por remesa',
    description: 'Como API-36, a la persona que nombran los campos remesa_* (SRV-33).',
    refusals: [403, 409, 422],
  },
  // deposits
  depositsList: {
    summary: 'API-38: una página de los depósitos reportados',
    description:
      'Los depósitos reportados por el cliente, del más reciente al más antiguo, con su estado (SRV-35).',
    refusals: [],
  },
  depositsPdf: {
    summary: 'API-39: el nombre del archivo del reporte de depósitos',
    description: 'El nombre del archivo PDF del reporte de depósitos del cliente.',
    refusals: [],
  },
  depositAddresses: {
    summary: 'API-40: las direcciones de depósito de la plataforma',
    description: 'Las direcciones USDT de la plataforma y su red, a las que se envía un depósito (ENT-15).',
    refusals: [],
  },
  depositCreate: {
    summary: 'API-41: reporta un depósito con su comprobante',
    description:
      'Registra un depósito en proceso de hasta 5000, a una dirección de la plataforma, con su hash y su ' +
      'comprobante; se aprueba 60 s después (SRV-34, SRV-35). Un hash ya reportado responde 409.',
    refusals: [409, 422],
  },
  // cards
  cardList: {
    summary: 'API-42: las tarjetas prepago del cliente',
    description:
      'Las tarjetas del cliente, la más nueva primero, cada una con sus últimos movimientos (SRV-36).',
    refusals: [],
  },
  cardCreate: {
    summary: 'API-43: solicita una tarjeta prepago',
    description:
      "Registra la solicitud con los datos del titular; la tarjeta nace 'PENDIENTE' y se aprueba 60 s después (SRV-36).",
    refusals: [422],
  },
  cardChange: {
    summary: 'API-44: desactiva una tarjeta propia',
    description:
      'Desactiva una tarjeta del cliente con el motivo dado; una ya desactivada responde 409 (SRV-36).',
    refusals: [404, 409, 422],
  },
  cardMovements: {
    summary: 'API-45: el archivo de movimientos de una tarjeta',
    description:
      'Genera el archivo (xls o pdf) de los movimientos de una tarjeta en un rango de fechas y responde su ' +
      'dirección (SRV-38); una tarjeta sin movimientos responde 422.',
    refusals: [404, 422],
  },
  walletTransfer: {
    summary: 'API-46: transfiere de la billetera a una tarjeta aprobada',
    description:
      "Pasa hasta 3000 del saldo disponible a una tarjeta 'APROBADO' (SRV-37); otra tarjeta o un saldo " +
      'insuficiente responde 409.',
    refusals: [404, 409, 422],
  },
  // statements
  balanceStatement: {
    summary: 'STMT-01: el estado de cuenta de un periodo: saldo inicial, movimientos, saldo final y totales',
    description:
      'Los movimientos de la billetera entre dos días incluidos, con el saldo inicial y final y los totales por ' +
      'tipo (STMT-01 a STMT-08); la sesión dice de quién es.',
    refusals: [422],
  },
  taxSummary: {
    summary: 'STMT-09: el resumen anual para impuestos: intereses, resultado del secundario y comisiones',
    description:
      'Los intereses cobrados, el resultado de las ventas del secundario y las comisiones de un año (STMT-09 a STMT-12).',
    refusals: [422],
  },
  // automatic investing
  strategiesList: {
    summary: 'AUTO-01: las estrategias de inversión automática del cliente',
    description: 'Las estrategias del cliente, la más nueva primero, con lo que invirtió cada una.',
    refusals: [],
  },
  strategyCreate: {
    summary: 'AUTO-02: crea una estrategia de inversión automática',
    description:
      'Crea una estrategia activa, que invierte en el acto en los proyectos abiertos que coinciden (AUTO-05); ' +
      'pasado el máximo de estrategias por cliente, 409.',
    refusals: [409, 422],
  },
  strategyUpdate: {
    summary: 'AUTO-03: cambia una estrategia propia',
    description: 'Cambia los criterios de una estrategia del cliente; lo ya invertido se queda.',
    refusals: [404, 422],
  },
  strategyStatus: {
    summary: 'AUTO-04: pausa o reanuda una estrategia propia',
    description: "Pausa ('pausada') o reanuda ('activa') una estrategia del cliente, en el acto.",
    refusals: [404, 422],
  },
  strategyPreview: {
    summary:
      'SRV-64: lo que una estrategia invertiría ahora en los proyectos abiertos que coinciden (al crearla o al reanudarla), sin guardar nada',
    description:
      'Con los criterios de AUTO-02, lo que crearla invertiría ahora; con { id } de una estrategia propia, lo que ' +
      'reanudarla invertiría. No escribe nada.',
    refusals: [404, 422],
  },
  strategyInvestments: {
    summary: 'AUTO-08: una página de las inversiones de una estrategia',
    description: 'Las inversiones que hizo una estrategia del cliente, la más nueva primero.',
    refusals: [404, 422],
  },
  // expected payments
  expectedPayments: {
    summary: 'PAY-01: los pagos previstos de las inversiones activas en los próximos 12 meses',
    description:
      'Los pagos que las inversiones activas del cliente harán desde hoy hasta el fin del undécimo mes ' +
      'siguiente, por el mismo calendario con que paga el reloj (SRV-44, SRV-67), de 50 en 50, con los totales ' +
      'de cada mes y del periodo; solo lee.',
    refusals: [422],
  },
  diversification: {
    summary: 'DIV-01: la cartera activa por país, categoría, riesgo, emisor y plazo restante',
    description:
      'El monto invertido de las inversiones activas agrupado por país, categoría, calificación de riesgo, emisor ' +
      'y plazo restante, con la parte de cada grupo y la del mayor emisor y el mayor proyecto (SRV-68).',
    refusals: [],
  },
  novedadesList: {
    summary: 'NEWS-02: una página de las novedades del cliente, con cuántas no leyó',
    description:
      'Lo que ocurrió en la cuenta del cliente (intereses, capital devuelto, ventas y compras, depósitos, retiros, ' +
      'tarjetas, inversiones automáticas), la más nueva primero, y cuántas no leyó en todas las páginas.',
    refusals: [422],
  },
  novedadesRead: {
    summary: 'NEWS-03: marca novedades del cliente como leídas',
    description:
      'Marca como leídas las novedades que nombra (ids) o todas (todas: true) y responde cuántas quedan sin leer; ' +
      'una novedad que no es del cliente responde 404 y no marca ninguna.',
    refusals: [404, 422],
  },
  // the simulator's own calls
  demoOutbox: {
    summary: 'SRV-09: los correos de demostración enviados a una dirección',
    description:
      'Los mensajes que la plataforma habría enviado a un correo (activación, contraseña temporal), el más nuevo primero.',
    refusals: [422],
  },
  simulatorClock: {
    summary: 'El reloj del simulador: lo lee o lo adelanta',
    description:
      'Adelanta el reloj del simulador avanzar_ms (0 solo lo lee), con las sesiones abiertas (SRV-63), y ' +
      'responde la hora simulada.',
    refusals: [422],
  },
  demoProgress: {
    summary: 'Los pasos de la guía de la demostración que el cliente ya hizo',
    description: 'Qué pasos de la guía hizo el cliente desde que se crearon los datos de la demostración.',
    refusals: [],
  },
  simulatorReset: {
    summary: 'Devuelve el simulador a su estado de primera visita',
    description:
      'Vuelve a sembrar los datos de la demostración: se pierden lo hecho, las sesiones y el reloj adelantado.',
    refusals: [422],
  },
  simulatorExport: {
    summary: 'El estado completo del simulador, para guardarlo',
    description:
      'Todas las tablas del simulador en un momento, sin las sesiones, para guardarlas en un archivo.',
    refusals: [],
  },
  simulatorImport: {
    summary: 'Reemplaza el estado del simulador por uno guardado',
    description:
      'Carga un archivo de Exportar (de esta versión o de una anterior, que se actualiza); un archivo dañado, ' +
      'ajeno o más nuevo responde 422.',
    refusals: [422],
  },
  simulatorSettings: {
    summary: 'SRV-57, SRV-58: la latencia y los fallos inyectados',
    description: 'La latencia en vigor, la predeterminada y los fallos que el simulador está inyectando.',
    refusals: [],
  },
  simulatorSettingsUpdate: {
    summary: 'SRV-57, SRV-58: cambia la latencia, agrega o quita un fallo',
    description:
      'Cambia la latencia (null vuelve a la predeterminada), agrega un fallo o quita uno o todos; un fallo desconocido, 404.',
    refusals: [404, 422],
  },
  simulatorLog: {
    summary: 'SRV-59: el registro de las llamadas atendidas',
    description: 'Las últimas 500 llamadas atendidas, la más nueva primero, con sus cuerpos recortados.',
    refusals: [],
  },
  simulatorLogClear: {
    summary: 'SRV-59: vacía el registro de llamadas',
    description: 'Vacía el registro de llamadas y responde el registro vacío.',
    refusals: [422],
  },
  simulatorTables: {
    summary: 'SRV-60: las tablas guardadas y una página de filas, solo lectura',
    description:
      'Cada tabla con su número de filas y, si se pide una, 50 de sus filas; una tabla desconocida responde 404 y ' +
      'una página de más, 422.',
    refusals: [404, 422],
  },
  simulatorScenario: {
    summary: 'SCEN-01, SRV-71: carga un escenario preparado de la demo',
    description:
      'Reemplaza el estado del simulador por un escenario que construyen la siembra y las llamadas de la ' +
      "plataforma con el reloj ('historia', 'mercado-secundario', 'cliente-nuevo'); cierra todas las sesiones. " +
      'Un nombre desconocido responde 422; con solo_sin_uso, una demo en uso responde 409. Nada cambia si se rechaza.',
    refusals: [409, 422],
  },
} as const satisfies Record<ContractCallName, OperationNotes>;
