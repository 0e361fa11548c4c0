/**
 * Texts of the dashboard (p1 §2 Dashboard, §3, §8, §9). The card titles name the balance summary's fields
 * (DASH-01..DASH-08); the loading text is the specification's 'Cargando...'.
 */
import type { BalanceSummary } from '@/contract/account';

export type BalanceCardKey = keyof Pick<
  BalanceSummary,
  | 'VALORCUENTA'
  | 'DISPONIBLE'
  | 'INVERTIDO'
  | 'GANANCIAS'
  | 'GANANCIASESPERADA'
  | 'DEPOSITO'
  | 'OFERTA'
  | 'RETENCION'
>;

export const dashboardStrings = {
  /** The screen's title (the top bar shows it too, SHELL-01). */
  title: 'Inicio',
  loading: 'Cargando...',

  balances: {
    heading: 'Resumen de la cuenta',
    /** DASH-01..DASH-08, in the order shown. */
    cards: [
      { key: 'VALORCUENTA', label: 'Valor de la cuenta' },
      { key: 'DISPONIBLE', label: 'Saldo disponible' },
      { key: 'INVERTIDO', label: 'Mis inversiones' },
      { key: 'GANANCIAS', label: 'Ganancias a la fecha' },
      { key: 'GANANCIASESPERADA', label: 'Ganancias esperadas' },
      { key: 'DEPOSITO', label: 'Depósito pendiente' },
      { key: 'OFERTA', label: 'Mis ofertas' },
      { key: 'RETENCION', label: 'Saldo retenido' },
    ] as const satisfies readonly { key: BalanceCardKey; label: string }[],
  },

  chart: {
    heading: 'Inversiones en el tiempo',
    /** The accessible equivalent of the chart: a table of its points. */
    tableCaption: 'Monto invertido acumulado por fecha',
    date: 'Fecha',
    amount: 'Monto invertido',
    series: 'Monto invertido',
    empty: 'Aún no tiene inversiones para mostrar en la gráfica.',
    /** DASH-12: the failure is only logged; the panel says the chart is not available. */
    failed: 'La gráfica de inversiones no está disponible en este momento.',
    logFailed: 'No se pudo cargar la gráfica de inversiones (investments/grafica)',
    logChunkFailed: 'No se pudo cargar el componente de la gráfica de inversiones',
  },

  carousel: {
    heading: 'Mercado primario',
    roledescription: 'carrusel',
    slideRoledescription: 'diapositiva',
    slideLabel: (n: number, total: number) => `${n} de ${total}`,
    slidesLabel:
      'Proyectos del mercado primario. Use las flechas izquierda y derecha para cambiar de proyecto.',
    previous: 'Proyecto anterior',
    next: 'Proyecto siguiente',
    pause: 'Detener el paso automático de proyectos',
    play: 'Reanudar el paso automático de proyectos',
    /** DASH-14. */
    invest: 'Invertir ahora',
    empty: 'No hay proyectos disponibles en el mercado primario.',
    fields: {
      code: 'Código',
      country: 'País',
      category: 'Categoría',
      risk: 'Clasificación',
      warranty: 'Garantía',
      interest: 'Interés',
      endDate: 'Vencimiento',
      amount: 'Monto',
      available: 'Disponibilidad',
      investors: 'Participantes',
    },
    invested: (percent: string) => `${percent}% invertido`,
    progressLabel: 'Porcentaje invertido del proyecto',
  },
} as const;
