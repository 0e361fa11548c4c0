/**
 * The words every list of the client shares: the pager's steps and position ('Anterior', 'Siguiente',
 * 'Página X de Y', p2 §2.1), the loading and failure lines and the totals row's name.
 */
export const listStrings = {
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  loading: 'Cargando...',
  failed: 'No se pudo cargar el listado.',
  totals: 'Totales',
} as const;
