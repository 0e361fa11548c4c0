/**
 * Texts of the dashboard's 'Rentabilidad neta anual' card (RET-07, RET-08). The definition is the one the
 * requirement rows RET-01..RET-03 give and the server computes (mocks/domain/net-return.ts), word for word.
 */
export const netReturnStrings = {
  heading: 'Rentabilidad neta anual',
  infoButton: 'Qué es la rentabilidad neta anual',
  definition: [
    'La tasa anual r que cumple Σ flujoᵢ / (1 + r)^((tᵢ − t₀) / 365) = 0 (la TIR o XIRR), con cada flujo fechado por su día y t₀ el día del primero.',
    'Los flujos son los movimientos de su billetera hacia y desde sus inversiones: las inversiones realizadas y las compras en el mercado secundario (salidas); los intereses, las devoluciones de capital al vencimiento y las ventas en el mercado secundario (entradas); y, como última entrada con la fecha de hoy, el valor de las inversiones que conserva: su capital más los intereses ganados y aún no pagados.',
    'Los depósitos y los retiros no son flujos de la rentabilidad. Las comisiones por invertir, si las hubiera, la reducen.',
  ],
  /** Under the figure: the day it is valued at and how many flows it counts. */
  asOf: (day: string, flows: number) => `Al ${day}, con ${flows} ${flows === 1 ? 'flujo' : 'flujos'}`,
  /** RET-04. */
  noData: 'Sin datos suficientes',
  noDataHint:
    'Se calcula cuando sus inversiones tienen movimientos en al menos dos días distintos y algún dinero de vuelta.',
  /** RET-08: the failure is only logged; the card says the figure is not available. */
  failed: 'La rentabilidad neta anual no está disponible en este momento.',
  logFailed: 'No se pudo cargar la rentabilidad neta anual (investments/rentabilidad)',
  logChunkFailed: 'No se pudo cargar el componente de la gráfica de rentabilidad',
  chart: {
    heading: 'Evolución a fin de cada mes',
    figureLabel: 'Gráfica de la rentabilidad neta anual a fin de cada mes',
    tableCaption: 'Rentabilidad neta anual a fin de cada mes',
    date: 'Fecha',
    rate: 'Rentabilidad neta anual',
    series: 'Rentabilidad',
  },
} as const;
