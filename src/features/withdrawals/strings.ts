import { MIN_WITHDRAWAL_USDT } from '@/contract/limits';

/**
 * Texts of the 'Retiro' screen (p2 §2.5 Retiro, §1 Product, §4 States, §5 Validation, §8 Errors, §9
 * Constants), in one place for review. Quoted where the specification gives the words.
 */
export const withdrawalStrings = {
  /** WDR-01: the screen's heading. */
  title: 'Nuevo retiro',
  loading: 'Cargando...',

  /** WDR-02: the type tabs (none, 1, 2, 3). */
  tabs: {
    label: 'Tipo de retiro',
    all: 'Todos mis retiros',
    national: 'Transferencia nacional',
    international: 'Transferencia internacional',
    crypto: 'Transferencia Cripto',
  },

  /** WDR-06, WDR-07: the list of all withdrawals. */
  list: {
    title: 'Mis retiros',
    tableLabel: 'Mis retiros',
    cardsLabel: 'Mis retiros (en tarjetas)',
    columns: {
      code: 'Código',
      date: 'Fecha',
      beneficiary: 'Beneficiario',
      information: 'Información',
      currency: 'Moneda',
      amount: 'Monto',
      status: 'Estado',
    },
    /** WDR-07, quoted. */
    emptyTitle: 'Sin retiros',
    emptyText: 'Todavía no haz hecho ningún retiro',
    /** Shown only for an instant: a failed list load signs the client out (ERR-04). */
    error: 'No se pudieron cargar los retiros.',
    /** WDR-41: the way to the remittance modal. */
    remittance: 'Retiro por remesa',
  },

  /** WDR-08..15: the beneficiary tables of types 1, 2 and 3. */
  beneficiaries: {
    tableLabel: (kind: string) => `Beneficiarios: ${kind}`,
    cardsLabel: (kind: string) => `Beneficiarios: ${kind} (en tarjetas)`,
    columns: {
      bank: 'Banco',
      holder: 'Titular',
      account: 'Cuenta',
      type: 'Tipo',
      names: 'Nombres',
      surnames: 'Apellidos',
      identification: 'Identificación',
      address: 'Dirección USDT',
      network: 'Red',
      action: 'Acción',
    },
    /** WDR-08: the button of each row. */
    choose: 'Continuar',
    chooseLabel: (who: string) => `Continuar con ${who}`,
    /** WDR-10, WDR-15. */
    add: 'Añadir beneficiario',
    emptyBank: 'Sin cuenta bancaria',
    emptyCrypto: 'Sin beneficiario cripto',
    error: 'No se pudieron cargar los beneficiarios.',
  },

  /** WDR-11..13, WDR-16: the crypto tab's information. */
  crypto: {
    infoTitle: 'Antes de retirar en USDT',
    compatible: 'La billetera de destino debe ser compatible con la red TRON o Ethereum.',
    exchange: 'Si retira a un exchange, es posible que le solicite verificar su identidad.',
    email: 'Toda la información del retiro se le enviará por correo electrónico.',
    pinLabel: 'PIN auxiliar de su último retiro',
  },

  /** WDR-17..30: the withdrawal modal. */
  modal: {
    title: (holder: string) => `Solicitud de retiro a ${holder}`,
    subtitles: {
      1: 'Transferencia nacional',
      2: 'Transferencia internacional',
      3: 'Transferencia Cripto',
    },
    beneficiaryData: 'Datos del beneficiario',
    fields: {
      bank_type: 'Tipo de cuenta',
      bank_client: 'Titular',
      bank_account: 'Número de cuenta',
      bank_name: 'Nombre del banco',
      bank_country: 'País del banco',
      bank_swift: 'Swift',
      bank_aba: 'ABA',
      names: 'Nombres',
      surnames: 'Apellidos',
      identification: (type: string) => (type ? `Identificación (${type})` : 'Identificación'),
      address_cripto: 'Dirección USDT',
      network: 'Red',
    },
    /** WDR-25. */
    amount: 'Monto (USDT)',
    amountHint: `Mínimo ${MIN_WITHDRAWAL_USDT} USDT, con hasta 2 decimales.`,
    /** WDR-27..29, quoted. */
    toSend: 'Monto a enviar',
    fee: 'Comisión',
    toReceive: 'total a recibir',
    /** WDR-30. */
    conditions:
      'Los fondos se verán reflejados en un máximo de 24 horas hábiles. El proveedor no cobra comisión por el retiro; al ejecutarse se aplica la comisión de la red.',
    submit: 'Solicitar retiro',
    cancel: 'Cancelar',
  },

  /** WDR-25, WDR-26: the amount's own checks (the server checks again, SRV-30). */
  amountErrors: {
    required: 'El monto es requerido',
    invalid: 'Escriba un monto válido, con hasta 2 decimales',
    belowMinimum: `El monto mínimo de retiro es ${MIN_WITHDRAWAL_USDT} USDT`,
  },

  /** DEMO-07: the demo notice of the withdrawal forms. */
  demoNotice:
    'Esta plataforma es una demostración: su saldo y sus operaciones no son reales, por lo que no es posible solicitar retiros.',

  /** WDR-38..40: the remittance modal. */
  remittance: {
    title: 'Retiro por remesa',
    intro: 'El retiro se entrega por una empresa remesadora a la persona que indique.',
    fields: {
      names: 'Nombres',
      surnames: 'Apellidos',
      identificationType: 'Tipo de identificación (opcional)',
      identification: 'Identificación',
      country: 'País',
      province: 'Provincia',
      city: 'Ciudad',
      address: 'Dirección',
      phone: 'Teléfono',
    },
    chooseOption: 'Seleccione una opción',
    chooseCountry: 'Seleccione un país',
    submit: 'Solicitar retiro',
    cancel: 'Cancelar',
  },

  /** WDR-35..37: the result message. */
  result: {
    title: 'Resultado de la solicitud',
    pin: (pin: string) => `PIN de su retiro: ${pin}`,
    closesSoon: 'Este mensaje se cerrará en unos segundos.',
    accept: 'Aceptar',
    unknownError: 'No se pudo completar la operación. Intente nuevamente.',
  },

  /** WDR-05: the Bitcoin panel (type 4), which no control opens. */
  bitcoin: {
    title: 'Retiro en Bitcoin',
    beta: 'Funcionalidad en desarrollo (beta)',
    fee: 'Comisión fija',
    total: 'Total',
    feeValue: '0.0001 BTC',
    totalValue: '0.005 BTC',
  },
} as const;
