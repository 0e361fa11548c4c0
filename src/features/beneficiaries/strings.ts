/**
 * Texts of the bank-accounts view and the beneficiary-accounts screen (p1 §2 Profile and Beneficiary
 * accounts, §5 Validation; p2 §5 Validation, §9 Constants), in one place for review. Quoted where the
 * specification gives the words.
 */
export const beneficiaryStrings = {
  loading: 'Cargando...',
  notGiven: 'No indicado',
  unknownError: 'No se pudo completar la operación. Intente nuevamente.',

  /** PROF-15..18: the bank-accounts view of 'Mi cuenta'. */
  overview: {
    title: 'Cuentas bancarias',
    national: 'Cuentas nacionales',
    international: 'Cuentas internacionales',
    remittance: 'Beneficiarios de remesa',
    /** PROF-16: a '+' with no action attached. */
    add: (what: string) => `Agregar (${what})`,
    /** PROF-17. */
    noAccount: 'Sin cuenta bancaria',
    /** PROF-18. */
    noRemittance: 'Sin beneficiario remesa',
    /** BENEF-01: the way to the beneficiary-accounts screen. */
    manage: 'Administrar cuentas de retiro',
  },

  /** BENEF-01..10: the beneficiary-accounts (withdrawal accounts) screen. */
  screen: {
    title: 'Cuentas de retiro',
    intro:
      'Las cuentas a las que puede retirar sus fondos. Los retiros solo se hacen a cuentas del mismo titular.',
    back: 'Volver a cuentas bancarias',
    tabsLabel: 'Tipos de cuenta de retiro',
    /** BENEF-02. */
    tabs: {
      national: 'Cuentas nacionales',
      international: 'Cuentas internacionales',
      remittance: 'Beneficiario remesadora',
    },
    /** BENEF-03: the add-new card of each tab. */
    addCard: {
      national: 'Agregar cuenta nacional',
      international: 'Agregar cuenta internacional',
      remittance: 'Agregar beneficiario remesadora',
    },
    empty: {
      national: 'Sin cuenta bancaria',
      international: 'Sin cuenta bancaria',
      remittance: 'Sin beneficiario remesa',
    },
    detail: 'Ver detalle',
    remove: 'Eliminar',
    listLabel: (kind: string) => `${kind} registradas`,
  },

  /** BENEF-05: the detail modal. */
  detail: {
    title: 'Detalle de la cuenta',
    close: 'Cerrar',
  },

  /** BENEF-06..09: delete, confirm, message, reload. */
  remove: {
    title: 'Eliminar cuenta',
    question: (name: string) => `¿Desea eliminar la cuenta de ${name}? Esta acción no se puede deshacer.`,
    cancel: 'Cancelar',
    confirm: 'Eliminar',
    resultTitle: 'Eliminar cuenta',
    accept: 'Aceptar',
  },

  /** Field labels of the cards, the detail modal and the forms. */
  fields: {
    bank_type: 'Tipo de cuenta',
    bank_name: 'Banco',
    bank_client: 'Titular',
    bank_account: 'Número de cuenta',
    country_id: 'País',
    bank_country: 'País del banco',
    bank_swift: 'Swift',
    bank_aba: 'ABA',
    iban: 'Iban',
    bank_email: 'Correo electrónico',
    names: 'Nombres',
    surnames: 'Apellidos',
    tipo_identificacion: 'Tipo de identificación',
    identificacion: 'Identificación',
    provincia: 'Provincia',
    ciudad: 'Ciudad',
    direccion_cliente: 'Dirección',
    telefono: 'Teléfono',
    address_cripto: 'Dirección USDT',
    network: 'Red',
  },

  /** BENEF-11..24: the add forms. */
  form: {
    titles: {
      national: 'Agregar cuenta nacional',
      international: 'Agregar cuenta internacional',
      remittance: 'Agregar beneficiario remesadora',
      crypto: 'Agregar beneficiario cripto',
    },
    chooseOption: 'Seleccione una opción',
    chooseCountry: 'Seleccione un país',
    optional: '(opcional)',
    /** BENEF-12. */
    confirmBank: 'Confirmo los detalles de la cuenta bancaria suministrados son correctos.',
    /** BENEF-16, the remittance form's confirmation (the same words as the bank one). */
    confirmRemittance: 'Confirmo los detalles de la cuenta bancaria suministrados son correctos.',
    /** BENEF-19. */
    confirmCrypto: 'Confirmo los detalles de la dirección USDT suministrados.',
    cancel: 'Cancelar',
    save: 'Guardar',
    resultTitle: 'Resultado',
    accept: 'Aceptar',
  },
} as const;
