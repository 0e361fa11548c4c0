/** NEWS-06: the bell's and the news list's texts. */
export const novedadesStrings = {
  title: 'Novedades',
  bellLabel: (unread: number) => (unread > 0 ? `Novedades, ${unread} sin leer` : 'Novedades'),
  markAll: 'Marcar todas como leídas',
  unread: 'Sin leer',
  empty: 'No hay novedades',
  emptyText: 'Aquí verá los intereses cobrados, las ventas, los depósitos aprobados y más.',
  loading: 'Cargando novedades',
  error: 'No se pudieron cargar las novedades.',
  pager: 'Páginas de novedades',
} as const;
