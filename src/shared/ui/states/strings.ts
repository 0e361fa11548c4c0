/** The words every loading and error state shares. */
export const stateStrings = {
  loading: 'Cargando...',
  retry: 'Reintentar',
  failed: 'No se pudo cargar la información.',
} as const;
