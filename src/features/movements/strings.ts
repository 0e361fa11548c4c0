/**
 * Texts of the movements panel (p1 §2 Movements panel, §8, §9), quoting the specification where it gives the
 * words: the empty state 'Sin Movimientos' / 'Aún no tiene movimientos registrados' (MOV-09) and the loading
 * text 'Cargando...'. The paging words follow the other lists of the platform ('Anterior', 'Siguiente',
 * 'Página X de Y', p2 §2.1).
 */
export const movementsStrings = {
  /** DASH-17: the panel on the dashboard lists the latest movements first (SRV-39: newest first). */
  title: 'Últimos movimientos',
  loading: 'Cargando...',
  /** Shown only for an instant: a failed load signs the client out (ERR-03). */
  error: 'No se pudieron cargar los movimientos.',
  /** MOV-09, quoted. */
  emptyTitle: 'Sin Movimientos',
  emptyText: 'Aún no tiene movimientos registrados',

  columns: {
    date: 'Fecha',
    code: 'Código',
    description: 'Descripción',
    amount: 'Monto',
    saldo: 'Saldo',
  },
  /** The accessible name of the table and of the mobile list. */
  tableLabel: 'Movimientos de la cuenta',
  listLabel: 'Movimientos de la cuenta (en tarjetas)',
  /** MOV-08: a negative amount is a decrease, said in words as well as in red with a minus. */
  decrease: 'Disminución:',
  increase: 'Aumento:',

  pagination: {
    label: 'Paginación de movimientos',
  },

  /** STMT-13: the link to 'Estado de cuenta', beside the export. */
  statementLink: {
    text: 'Estado de cuenta',
    label: 'Ver el estado de cuenta de cualquier periodo',
  },

  exportModal: {
    /** MOV-10: the export of the current page as a PDF. */
    open: 'Exportar',
    openLabel: 'Exportar los movimientos de esta página en PDF',
    title: 'Exportar movimientos',
    text: (page: number, total: number) =>
      `Se descargará un archivo PDF con los movimientos de la página ${page} de ${total}.`,
    fileName: (name: string) => `Archivo: ${name}`,
    download: 'Descargar PDF',
    cancel: 'Cancelar',
    close: 'Cerrar',
    failed: 'No se pudo generar el PDF. Intente nuevamente.',
  },

  pdf: {
    title: 'Movimientos de la cuenta',
    pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
    generatedAt: (when: string) => `Generado el ${when}`,
    amountIn: (currency: string) => `Monto (${currency})`,
    saldoIn: (currency: string) => `Saldo (${currency})`,
    empty: 'Aún no tiene movimientos registrados',
    /** Used when the server names no file. */
    defaultFileName: 'movimientos.pdf',
  },
} as const;
