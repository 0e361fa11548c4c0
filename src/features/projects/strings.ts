/**
 * Texts of the Proyectos screen, the invest modal and the secondary purchase modal (p2 §2.1, §2.2, §4, §5,
 * §8, §9), in one place for review. Quoted where the specification gives the words.
 */
import { formatRate } from '@/shared/format/rate';

export const projectStrings = {
  /** ROUTE-13. */
  title: 'Proyectos',
  loading: 'Cargando...',
  unknownError: 'No se pudo completar la operación. Intente nuevamente.',

  /** PROJ-01, PROJ-02. */
  landing: {
    tagline:
      'Invierta en proyectos del mercado primario o compre inversiones que otros inversionistas ofrecen en el mercado secundario.',
    continue: 'Continuar',
    hint: 'Para invertir dele Clic en continuar',
  },

  listing: {
    /** PROJ-03, PROJ-04. */
    back: 'Atrás',
    /** PROJ-05: the market switch. */
    marketLabel: 'Mercado',
    primary: 'Mercado primario',
    secondary: 'Mercado secundario',
    /** PROJ-29. */
    secondaryWelcome: 'Bienvenido al mercado secundario',
    secondaryIntro: 'Compre inversiones activas que otros inversionistas ponen a la venta.',
  },

  /** PROJ-07: the four layouts of the primary listing. */
  layouts: {
    label: 'Vista del listado',
    map: 'Mapa',
    detailed: 'Tarjetas detalladas',
    list: 'Lista',
    grid: 'Cuadrícula',
  },

  /** PROJ-08: the named modes. */
  modes: {
    label: 'Modo',
    minimal: 'Mínimo',
    classic: 'Vista clásica',
    largeIcons: 'Iconos grandes',
    bestSellers: 'Más vendidos',
  },

  /** PROJ-09, PROJ-10: relevancia 1 (hot), 2 (medium), 3 (standard). */
  relevance: {
    legend: 'Leyenda de ofertas',
    1: 'Oferta caliente',
    2: 'Oferta media',
    3: 'Oferta estándar',
  },

  /** PROJ-11, in that order. */
  columns: {
    pais: 'País',
    descripcion: 'Descripción de la inversión',
    codigo: 'Código',
    categoria: 'Categoría',
    parcelas: 'Parcelas asociadas',
    clasificacion: 'Clasificación',
    garantia: 'Garantía',
    interes: 'Interés',
    vencimiento: 'Vencimiento',
    monto: 'Monto',
    ganancia: 'Ganancia periodo',
    disponibilidad: 'Disponibilidad',
    participantes: 'Participantes',
  },
  /** Read by screen readers after a highlighted column's name (PROJ-13..17). */
  filteredColumn: '(filtro aplicado)',
  tableCaption: 'Proyectos del mercado primario',
  investButton: 'Invertir',
  invested: (percent: string) => `${percent} invertido`,

  /** FILT-01..09. */
  filters: {
    toggle: 'Búsqueda avanzada',
    clear: 'Limpiar filtros',
    any: 'Todos',
    pais: 'País',
    tipo: 'Tipo de oferta',
    actividad: 'Actividad',
    emisor: 'Emisor',
    emisorHint: 'Elija primero una actividad',
    riesgo: 'Riesgo',
    vencimiento: 'Vencimiento',
    rango: 'Interés mínimo (%)',
    rangoValue: (value: number) => (value === 0 ? 'Sin mínimo' : `Desde ${formatRate(value)}`),
    /** FILT-06. */
    vencimientoOptions: [
      { value: '1', label: 'Hoy' },
      { value: '2', label: 'Próximos 7 días' },
      { value: '3', label: 'Próximos 30 días' },
      { value: '4', label: 'Próximos 360 días' },
    ],
  },

  /** PROJ-21..23: the shared pager's steps and position, named for each market. */
  pager: {
    label: (market: string) => `Páginas del ${market.toLowerCase()}`,
  },

  /** PROJ-26..28. */
  empty: {
    loadingTitle: 'Listado de proyectos',
    loadingText: 'En breve se cargaran los proyectos disponibles',
    searchTitle: 'Búsqueda',
    searchText: 'No se encontró ningún producto',
    secondaryTitle: 'Listado del mercado secundario',
    secondaryText: 'Por ahora no hay inversiones a la venta en el mercado secundario.',
  },

  /** SEC-01..08. */
  secondary: {
    listLabel: 'Ofertas del mercado secundario',
    salePrice: 'Precio de venta',
    saleEnd: 'Fin de la venta',
    pendingDays: 'Días pendientes',
    noEnd: 'Sin vencimiento',
    days: (n: number) => (n === 1 ? '1 día' : `${n} días`),
    buy: 'Comprar',
    /** SEC-02. */
    modalTitle: (name: string) => `Detalle de la inversión de ${name}`,
    precioOriginal: 'Precio original',
    rendimiento: 'Rendimiento a la fecha',
    valorActual: 'Precio original + rendimiento',
    porcentajeVenta: 'Porcentaje de venta',
    rendimientoFuturo: 'Rendimiento futuro',
    porcentajeDiario: 'Porcentaje diario',
    tiempoRemanente: 'Tiempo remanente',
    image: 'Imagen de la inversión',
    close: 'Cerrar',
  },

  /** INVEST-01..25. */
  invest: {
    title: (name: string, contract: string) => `Detalle de la inversión de ${name} ${contract}`,
    market: 'Mercado primario',
    tabsLabel: 'Secciones de la inversión',
    tabs: { offer: 'Datos de la oferta', distribution: 'Distribución', balance: 'Saldo en la cuenta' },
    fields: {
      tipo: 'Tipo de oferta',
      amount: 'Monto',
      invested: 'Monto invertido',
      interest: 'Tasa de interés',
      warranty: 'Garantía',
      risk: 'Clasificación / riesgo',
      yieldDate: 'Fecha de rendimiento',
      dias: 'Días totales del contrato',
      remaining: 'Días remanentes',
      name: 'Nombre',
      description: 'Descripción',
      image: 'Imagen',
    },
    imageLink: 'Ver imagen',
    /** INVEST-04, INVEST-05. */
    offerPdf: 'Datos de oferta',
    catalogue: 'Catálogo',
    parcels: (n: number) => `Parcelas asociadas (${n})`,
    noParcels: 'Sin parcelas asociadas',
    video: 'Ver video',
    /** INVEST-25: a video on another host is only linked to, saying where it goes. */
    videoLink: (host: string) => `Ver el video en ${host} (se abre en otra pestaña)`,
    videoTitle: (name: string) => `Video de ${name}`,
    closeVideo: 'Cerrar video',
    distribution: {
      caption: 'Distribución del proyecto',
      invested: 'Invertido',
      available: 'Disponible',
    },
    balance: {
      wallet: 'Saldo disponible',
      amount: 'Monto a invertir',
      minimum: (min: string) => `Mínimo ${min}`,
      ganancia: 'Ganancia',
      valueToReceive: 'Valor a recibir',
      submit: 'Invertir',
    },
    close: 'Cerrar',
  },

  /** INVEST-20, SEC-07. */
  result: {
    title: 'Resultado de la operación',
    accept: 'Aceptar',
  },
} as const;
