/** The screen 'Diversificación' (DIV-04..DIV-07), its strings side by side. */
export const diversificationStrings = {
  title: 'Diversificación',
  intro: 'Cómo se reparte el monto invertido de sus inversiones activas.',
  total: 'Monto invertido',
  count: (n: number) => (n === 1 ? '1 inversión activa' : `${n} inversiones activas`),
  loading: 'Cargando la diversificación...',
  failed: 'No se pudo cargar la diversificación de su cartera.',
  empty: 'Todavía no tiene inversiones activas',
  emptyHint: 'Cuando invierta en proyectos, aquí verá cómo se reparte su cartera.',
  emptyAction: 'Ver proyectos',
  dimensions: {
    pais: 'Por país',
    categoria: 'Por categoría',
    riesgo: 'Por calificación de riesgo',
    emisor: 'Por emisor',
    plazo: 'Por plazo restante',
  },
  /** DIV-04: the chart's accessible name, the table's caption and its columns. */
  chartName: (dimension: string) => `Gráfico de anillo del monto invertido ${dimension.toLowerCase()}`,
  tableName: (dimension: string) => `Monto invertido ${dimension.toLowerCase()}`,
  /** Each dimension's first column: what its rows are. */
  groupColumn: {
    pais: 'País',
    categoria: 'Categoría',
    riesgo: 'Calificación',
    emisor: 'Emisor',
    plazo: 'Plazo restante',
  },
  columns: { amount: 'Monto', share: '%' },
  totalRow: 'Total',
  termNote: 'El plazo restante se cuenta en meses de 30 días hasta el vencimiento.',
  others: 'Otros',
  /** DIV-05: the concentration notice. */
  concentration: {
    heading: 'Concentración',
    threshold: (limit: string) =>
      `Se avisa cuando un solo emisor o un solo proyecto reúne más del ${limit} del monto invertido.`,
    issuer: (limit: string, name: string, share: string) =>
      `Más del ${limit} de su cartera está en un solo emisor: ${name} (${share}).`,
    project: (limit: string, name: string, share: string) =>
      `Más del ${limit} de su cartera está en un solo proyecto: ${name} (${share}).`,
    none: (limit: string) => `Ningún emisor ni proyecto reúne más del ${limit} de su cartera.`,
  },
  /** DIV-07: the link of the dashboard and 'Mis inversiones'. */
  link: 'Diversificación',
};
