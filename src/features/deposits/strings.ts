import { MAX_DEPOSIT_USDT } from '@/contract/limits';
import { formatAmount } from '@/shared/format/money';

/**
 * Texts of 'Depósito' (p2 §2.6, §5, §8, §9), in one place for review. Quoted from the specification: the
 * tab names, the column names, the statuses, 'Cargando...' and 'Error al obtener datos'. The rest is
 * written for this product where the documents give only the meaning (DEP-03, DEP-18, DEP-24).
 */
export const depositStrings = {
  /** ROUTE-16. */
  title: 'Depósito',

  /** DEP-01. */
  tabs: {
    label: 'Secciones de depósito',
    list: 'Mis depósitos',
    addresses: 'Direcciones USDT',
    report: 'Reportar depósitos',
  },

  list: {
    /** DEP-02, DEP-03. */
    searchLabel: 'Buscar depósitos',
    searchPlaceholder: 'Buscar por fecha, tipo o monto',
    loading: 'Cargando...',
    /** Shown only for an instant: a failed load ends the session with the server's message (ERR-04). */
    error: 'No se pudieron cargar los depósitos.',
    emptyTitle: 'Sin depósitos',
    emptyText: 'Aún no tiene depósitos registrados.',
    noMatch: (text: string) => `Ningún depósito coincide con «${text}».`,
    tableLabel: 'Mis depósitos',
    cardsLabel: 'Mis depósitos (en tarjetas)',
    /** DEP-05. */
    columns: {
      date: 'Fecha',
      type: 'Información',
      currency: 'Moneda',
      amount: 'Monto',
      status: 'Estado',
    },
    /** DEP-07: the 'Monto' header is a button. */
    sortByAmount: 'Ordenar por monto de menor a mayor',
    count: (shown: number, total: number) =>
      shown === total ? `${total} depósitos` : `${shown} de ${total} depósitos`,
  },

  /** DEP-13..DEP-16. */
  pager: {
    label: 'Paginación de depósitos',
    pageBox: 'Ir a la página',
    pageBoxHint: 'Escriba un número de página y pulse Enter.',
    of: (total: number) => `de ${total}`,
  },

  addresses: {
    heading: 'Direcciones USDT de la plataforma',
    /** DEP-18. */
    note: 'Los créditos en USDT deben enviarse a una de estas direcciones. Después de enviarlos, reporte el depósito en «Reportar depósitos»: será procesado en un máximo de 6 horas hábiles.',
    /** DEP-19, DEP-20: quoted. */
    loading: 'Cargando...',
    error: 'Error al obtener datos',
    empty: 'No hay direcciones disponibles por el momento.',
    tableLabel: 'Direcciones USDT',
    columns: { address: 'Dirección', network: 'Red' },
    copy: (network: string) => `Copiar la dirección de ${network}`,
    copied: 'Copiada',
    copiedStatus: 'Dirección copiada',
    copyText: 'Copiar',
  },

  report: {
    heading: 'Reportar un depósito',
    intro:
      'Después de enviar USDT a una de las direcciones de la plataforma, reporte aquí el depósito con el comprobante de la transacción.',
    formLabel: 'Reportar depósitos',
    amount: 'Monto',
    amountHint: (currency: string) => `Máximo ${formatAmount(MAX_DEPOSIT_USDT, currency)} por depósito.`,
    /** DEP-24: the live message. */
    amountPrompt: 'Escriba el monto del depósito.',
    amountLive: (amount: string) => `Está reportando un depósito de ${amount}`,
    address: 'Dirección USDT',
    addressPlaceholder: 'Seleccione una dirección',
    addressesLoading: 'Cargando...',
    addressesError: 'Error al obtener datos',
    hash: 'Hash de la transacción',
    hashHint: 'El identificador de la transacción en la red (64 caracteres hexadecimales).',
    file: 'Comprobante',
    fileHint: 'Captura o recibo de la transacción: imagen JPG, PNG o WEBP, o PDF de hasta 5 MB.',
    submit: 'Reportar depósito',
    errors: {
      amountRequired: 'Escriba el monto del depósito.',
      amountInvalid: 'Escriba un monto mayor que cero, con hasta 2 decimales.',
      amountAboveMax: (currency: string) =>
        `El monto máximo por depósito es ${formatAmount(MAX_DEPOSIT_USDT, currency)}.`,
      addressRequired: 'Seleccione la dirección a la que envió los USDT.',
      hashRequired: 'Escriba el hash de la transacción.',
      fileRequired: 'Adjunte el comprobante de la transacción.',
    },
  },

  /** DEP-26. */
  result: {
    success: 'Depósito reportado',
    failure: 'No se pudo reportar el depósito',
    accept: 'Aceptar',
    unknownError: 'No se pudo reportar el depósito. Intente nuevamente.',
  },

  status: {
    APROBADO: 'APROBADO',
    RECHAZADO: 'RECHAZADO',
    'EN PROCESO': 'EN PROCESO',
  },
} as const;
