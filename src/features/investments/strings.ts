import { MAX_SALE_PERCENT } from '@/contract/limits';

/**
 * Texts of 'Mis inversiones' and its sell modal (p2 §2.3, §4, §5), quoting the specification where it gives
 * the words ('Continuar', 'Atrás', the switches, the empty states, 'Listado de inversiones vendidas', the
 * modal's title and tab labels as in the original, 'Precio final venta', 'Aceptar'). 'Ofertar' and 'Ofertado'
 * are the readings of INV-10 and INV-11; the rest are this client's own words. The lists' filters, pager and
 * totals speak the words all lists share (shared/ui/list/strings.ts).
 */
export const investmentsStrings = {
  /** ROUTE-14. */
  title: 'Mis inversiones',
  loading: 'Cargando...',

  landing: {
    heading: 'Inversiones',
    tagline:
      'Consulte sus inversiones activas y vendidas, y oferte sus inversiones en el mercado secundario.',
    /** INV-01; reads 'Cargando...' while the lists load (as the projects landing, PROJ-02). */
    continue: 'Continuar',
    hint: 'Para ver sus inversiones dele Clic en continuar',
    failed: 'No se pudieron cargar sus inversiones. Intente nuevamente.',
  },

  /** INV-02, INV-03. */
  back: 'Atrás',
  switchLabel: 'Lista de inversiones',
  switches: { activas: 'Inversiones activas', vendidas: 'Inversiones vendidas' },

  active: {
    title: 'Listado de inversiones activas',
    tableLabel: 'Inversiones activas',
    listLabel: 'Inversiones activas (en tarjetas)',
    /** INV-08, quoted. */
    emptyTitle: '¡Ups, sin inversiones activas!',
    emptyText: 'Todavía no ha hecho ninguna inversión',
    columns: {
      name: 'Proyecto',
      date: 'Fecha de inversión',
      end: 'Fecha de fin',
      amount: 'Monto invertido',
      rate: 'Tasa de rendimiento',
      yield: 'Rendimiento actual',
      future: 'Rendimiento futuro',
      saldo: 'Saldo',
      action: 'Acción',
    },
    /** INV-10, INV-11. */
    offer: 'Ofertar',
    offered: 'Ofertado',
    offeredMark: 'En el mercado secundario',
  },

  sold: {
    /** INV-12, quoted. */
    title: 'Listado de inversiones vendidas',
    tableLabel: 'Inversiones vendidas',
    listLabel: 'Inversiones vendidas (en tarjetas)',
    /** INV-21, quoted. */
    emptyTitle: '¡Ups, sin inversiones vendidas!',
    emptyText: 'Todavía ningún inversor ha comprado alguna de tus ofertas',
    /** INV-17. */
    columns: {
      name: 'Proyecto',
      date: 'Fecha de inversión',
      end: 'Fecha de fin',
      amount: 'Monto original',
      sale: 'Monto de venta',
      rate: 'Tasa de rendimiento',
      yield: 'Rendimiento actual',
      saldo: 'Saldo',
      soldAt: 'Fecha de venta',
    },
  },

  /** How many investments the filters found (data.totales.cantidad). */
  count: (n: number) => (n === 1 ? '1 inversión' : `${n} inversiones`),

  sell: {
    /** SELL-01, quoted. */
    title: (project: string) => `Detalle de la inversión de ${project}`,
    tabsLabel: 'Detalle de la inversión',
    /** SELL-02: the labels as in the original (sic). */
    infoTab: 'Información de la inversión',
    saleTab: 'Procesar venta',
    info: {
      name: 'Proyecto',
      start: 'Fecha de inicio',
      end: 'Fecha de fin',
      rate: 'Tasa de rendimiento',
      yield: 'Rendimiento actual',
      future: 'Rendimiento futuro',
      imageAlt: (project: string) => `Imagen del proyecto ${project}`,
      noDescription: 'Sin descripción',
    },
    /** SELL-04. */
    invested: 'Monto invertido',
    investedCurrency: 'USDT',
    dateType: 'Tipo de fin de venta',
    /** SELL-05. */
    dateTypes: [
      { value: '1', label: 'Hoy' },
      { value: '2', label: 'Definido' },
      { value: '3', label: 'Sin vencimiento' },
    ],
    date: 'Fecha de fin de venta',
    percentage: 'Porcentaje de venta (%)',
    percentageHint: '100 es el valor original; por encima de 100 agrega ganancia (por ejemplo 110).',
    /** SELL-10, quoted. */
    finalPrice: 'Precio final venta',
    submit: 'Ofertar inversión',
    sending: 'Enviando oferta',
    close: 'Cerrar',
    /** SELL-14. */
    resultTitle: 'Oferta en el mercado secundario',
    accept: 'Aceptar',
    errors: {
      dateTypeRequired: 'Seleccione el tipo de fin de venta',
      dateRequired: 'Seleccione la fecha de fin de venta',
      dateInvalid: 'La fecha de fin de venta no es válida',
      datePast: 'La fecha de vencimiento no puede ser anterior a hoy.',
      dateAfterEnd: (end: string) =>
        `La fecha de vencimiento no puede ser posterior al vencimiento de la inversión (${end}).`,
      percentageRequired: 'Ingrese el porcentaje de venta',
      percentageInvalid: `El porcentaje de venta debe ser un número mayor que 0 y hasta ${MAX_SALE_PERCENT}, con hasta 2 decimales.`,
    },
  },
} as const;
