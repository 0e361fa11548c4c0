import { MAX_CARD_TRANSFER_USDT } from '@/contract/limits';
import { formatMoney } from '@/shared/format/money';

/**
 * Texts of 'Tarjetas' (p2 §2.7, §5 Validation, §8 Errors, §9 Constants; p1 §9 Constants), in one place for
 * review. Quoted where the specification gives the words.
 */
export const cardStrings = {
  /** ROUTE-18. */
  title: 'Tarjetas',
  /** CARD-01. */
  tabs: {
    label: 'Secciones de tarjetas',
    list: 'Lista de tarjetas',
    transfer: 'Transferir',
    add: 'Agregar tarjeta',
  },
  loading: 'Cargando...',
  accept: 'Aceptar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  unknownError: 'No se pudo completar la operación. Intente nuevamente.',

  /** CARD-03..12. */
  list: {
    tableLabel: 'Lista de tarjetas',
    cardsLabel: 'Lista de tarjetas (en tarjetas)',
    columns: { model: 'Modelo', number: 'Número', status: 'Estado', balance: 'Saldo', actions: 'Acciones' },
    empty: 'Sin tarjetas',
    emptyHint: 'Todavía no tiene tarjetas. Puede solicitar una en la pestaña Agregar tarjeta.',
    /** SRV-53: the list got no answer from the server (the message says why); it is not an empty list. */
    retry: 'Reintentar',
    details: 'Detalles',
    export: 'Exportar movimientos',
    deactivate: 'Desactivar',
    /** Names each row's buttons for screen readers. */
    actionFor: (action: string, model: string, number: string) => `${action}: ${model} ${number}`,
    /** CARD-12: the shared pager's 'Anterior', 'Siguiente' and 'Página X de N', named for the cards. */
    pagerLabel: 'Paginación de tarjetas',
  },

  /** CARD-05 (p1 §9), in the words of the specification. */
  invalidNumber: 'Invalid credit card number',
  /** CARD-06: card money is in reais. */
  currency: 'R$',

  /** CARD-13..18. */
  details: {
    title: 'Detalle de la tarjeta',
    blocked: 'Saldo bloqueado',
    transit: 'Saldo en tránsito',
    balance: 'Saldo',
    number: 'Número de tarjeta',
    status: 'Estado',
    created: 'Fecha de creación',
    updated: 'Última actualización',
    movements: 'Movimientos',
    movementsCards: 'Movimientos (en tarjetas)',
    columns: {
      description: 'Descripción',
      reference: 'Referencia',
      createdBy: 'Creado por',
      amount: 'Monto',
      date: 'Fecha',
    },
    /** CARD-18. */
    noMovements: 'Esta tarjeta todavía no tiene movimientos.',
    decrease: 'Débito:',
    increase: 'Crédito:',
  },

  /** CARD-19..22. */
  export: {
    title: 'Exportar movimientos',
    from: 'Desde',
    to: 'Hasta',
    format: 'Formato',
    /** CARD-20: the dialog says XML; the call sends 'xls'. */
    xls: 'XML',
    pdf: 'PDF',
    submit: 'Exportar',
    opening: 'El archivo se abrirá en una nueva pestaña.',
  },

  /** CARD-23..28. */
  deactivate: {
    title: 'Desactivar tarjeta',
    question: '¿Está seguro de que desea desactivar esta tarjeta? Esta acción no se puede deshacer.',
    reason: 'Motivo',
    reasonHint: 'Opcional: cuéntenos por qué desactiva la tarjeta.',
    confirm: 'Desactivar tarjeta',
    /** CARD-27. */
    done: 'Tarjeta desactivada con éxito!',
  },

  /** CARD-37..41. */
  transfer: {
    title: 'Transferir a una tarjeta',
    intro: 'Mueva fondos de su saldo disponible a una de sus tarjetas aprobadas.',
    card: 'Tarjeta',
    chooseCard: 'Seleccione una tarjeta',
    amount: 'Monto',
    amountHint: (currency: string) =>
      `En ${currency}, máximo ${formatMoney(MAX_CARD_TRANSFER_USDT)}. Use punto o coma para los decimales.`,
    notes: 'Notas',
    submit: 'Transferir',
    noCards: 'No tiene tarjetas aprobadas a las que transferir.',
    /** CARD-38: followed by the missing names joined by ' | '. */
    required: 'Los siguientes campos son requeridos: ',
    invalidAmount: 'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.',
    /** CARD-39. */
    aboveMaximum: 'El monto máximo por transferencia a tarjeta es 3000.',
    /** CARD-41. */
    done: 'Transferencia realizada con éxito',
  },

  /** CARD-29..36. */
  application: {
    title: 'Solicitar una tarjeta',
    intro:
      'Actualice sus datos personales para solicitar una tarjeta. Los campos que deje vacíos se completan con los datos de su cuenta.',
    chooseOption: 'Seleccione una opción',
    chooseCountry: 'Seleccione un país',
    submit: 'Solicitar tarjeta',
    /** CARD-35: followed by the missing names joined by ', '. */
    required: 'Los siguientes campos son requeridos: ',
    /** CARD-36. */
    done: '¡Datos actualizados con éxito! Espera por aprovacion.',
    fields: {
      first_name: 'Nombre',
      last_name: 'Apellido',
      document_type: 'Tipo de documento',
      cedula: 'Número de documento',
      email: 'Correo electrónico',
      birthDate: 'Fecha de nacimiento',
      phone: 'Teléfono',
      genero: 'Género',
      estadocivil: 'Estado civil',
      nacionalidad: 'Nacionalidad',
      address: 'Dirección',
      address_number: 'Número',
      address_zone: 'Zona',
      state: 'Estado o provincia',
      country_id: 'País',
      city: 'Ciudad',
      zipCode: 'Código postal',
      profesion: 'Profesión',
    },
  },

  resultTitle: 'Tarjetas',
} as const;
