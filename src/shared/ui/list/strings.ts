/**
 * The words every list of the client shares: the pager's steps and position ('Anterior', 'Siguiente',
 * 'Página X de Y', p2 §2.1), the loading and failure lines, the totals row's name, and the project-name and
 * expiry-period filters of the investment and offer lists (INV-13, INV-14, OFFER-05, MYPROJ-01).
 */
export const listStrings = {
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  pagerLabel: (list: string) => `Paginación de ${list}`,
  loading: 'Cargando...',
  failed: 'No se pudo cargar el listado.',
  totals: 'Totales',

  filters: {
    label: 'Filtros',
    project: 'Nombre del proyecto',
    allProjects: 'Todos los proyectos',
    expiry: 'Periodo de vencimiento',
    allPeriods: 'Todos',
    /** INV-14, quoted. */
    periods: [
      { value: '1', label: 'Hoy' },
      { value: '2', label: 'Próximos 7 días' },
      { value: '3', label: 'Próximos 30 días' },
      { value: '4', label: 'Próximos 360 días' },
    ],
  },
} as const;
