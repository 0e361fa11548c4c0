import type { FaultKind } from '@/contract/simulator';

/** Texts of the simulator panel: a tool for frontend developers, not a screen of the platform. */
export const panelStrings = {
  title: 'Panel del simulador',
  open: 'Abrir el panel del simulador',
  shortcut: (keys: string) => `Atajo: ${keys}`,
  tabs: { calls: 'Llamadas', network: 'Red y fallos', data: 'Datos', contract: 'Contrato', clock: 'Reloj' },

  activeFaults: {
    title: 'Fallos activos',
    removeAll: 'Quitar todos los fallos',
  },

  calls: {
    filter: 'Filtrar llamadas',
    filterHint: 'Ruta, método, estado o cliente',
    clear: 'Borrar el registro',
    loading: 'Cargando el registro de llamadas…',
    failed: 'No se pudo leer el registro de llamadas.',
    empty: 'Aún no hay llamadas registradas.',
    noMatch: 'Ninguna llamada coincide con el filtro.',
    count: (shown: number, total: number) =>
      `${shown === total ? '' : `${shown} de `}${total} ${total === 1 ? 'llamada' : 'llamadas'}`,
    noAnswer: 'sin respuesta',
    duration: (ms: number) => `${ms} ms`,
    client: 'Cliente',
    // A call that takes no session (the clock, the public lists) or whose session the server refused.
    noClient: 'ninguno (la llamada no usa sesión o la suya no era válida)',
    // The log's times are the computer's, not the simulator's clock, which jumps.
    realTime: 'Hora real',
    request: 'Solicitud',
    response: 'Respuesta',
    emptyBody: '(vacío)',
    fault: (kind: string) => `Fallo inyectado: ${kind}`,
  },

  network: {
    latencyTitle: 'Latencia',
    latency: 'Latencia de cada llamada (ms)',
    latencyNow: (ms: number, defaultMs: number) =>
      ms === defaultMs
        ? `Ahora: ${ms} ms (la predeterminada)`
        : `Ahora: ${ms} ms (predeterminada: ${defaultMs} ms)`,
    apply: 'Aplicar latencia',
    presets: 'Latencias habituales',
    useDefault: 'Volver a la predeterminada',
    faultsTitle: 'Inyectar un fallo',
    kind: 'Qué hace el fallo',
    path: 'Solo en rutas que contengan',
    pathHint: 'p. ej. investments/create; vacío: todas las llamadas',
    count: 'Número de llamadas',
    untilRemoved: 'Hasta quitarlo',
    add: 'Añadir fallo',
    none: 'No hay fallos activos: el simulador responde con normalidad.',
    remove: 'Quitar',
    removeLabel: (id: string) => `Quitar el fallo ${id}`,
    everyCall: 'todas las llamadas',
    scope: (path: string | null, left: number | null) =>
      `${path ? `rutas con «${path}»` : 'todas las llamadas'} · ${
        left === null ? 'hasta quitarlo' : left === 1 ? 'la próxima llamada' : `las próximas ${left} llamadas`
      }`,
    loading: 'Leyendo los ajustes del simulador…',
    failed: 'No se pudieron leer los ajustes del simulador.',
  },

  faultKinds: {
    error: 'Error del servidor (500)',
    espera: 'Sin respuesta (la llamada queda esperando)',
    red: 'Sin conexión (falla la red)',
    sesion: 'Fin de la sesión (401)',
  } satisfies Record<FaultKind, string>,

  data: {
    table: 'Tabla',
    none: 'Elija una tabla',
    tableOption: (name: string, rows: number) => `${name} (${rows} ${rows === 1 ? 'fila' : 'filas'})`,
    choose: 'Elija una tabla para ver sus filas.',
    loading: 'Leyendo las tablas…',
    failed: 'No se pudieron leer las tablas del simulador.',
    empty: 'La tabla está vacía.',
    pager: 'Páginas de la tabla',
    rows: 'Filas de la tabla',
    row: (n: number) => `Fila ${n}`,
    readOnly: 'Solo lectura: los datos cambian con las llamadas, no desde aquí.',
  },

  contract: {
    intro: (title: string, version: string, calls: number) =>
      `${title}, versión ${version}: ${calls} llamadas, en OpenAPI 3.1.`,
    download: 'Descargar openapi.json',
    search: 'Buscar una llamada',
    searchHint: 'Ruta, método, grupo o descripción',
    count: (shown: number, total: number) => `${shown === total ? '' : `${shown} de `}${total} llamadas`,
    noMatch: 'Ninguna llamada coincide con la búsqueda.',
    loading: 'Leyendo el contrato publicado…',
    failed: 'No se pudo leer el contrato publicado (openapi.json).',
    group: 'Grupo',
    session: 'Sesión',
    withSession: 'requerida (Authorization: Bearer <token>)',
    withoutSession: 'no requerida',
    deprecated: 'Otra dirección de la misma llamada',
    parameters: 'Parámetros',
    parameter: (name: string, where: string, required: boolean) =>
      `${name} (${where === 'path' ? 'en la ruta' : where === 'header' ? 'cabecera' : where}${required ? ', obligatorio' : ', opcional'})`,
    request: (mediaType: string) => `Solicitud (${mediaType})`,
    noRequest: 'Solicitud: sin cuerpo',
    response: 'Respuesta 200',
    refusals: 'Rechazos (cuerpo de error: message y data.message)',
    required: 'obligatorio',
    noFields: 'Sin campos.',
    examples: 'Ejemplos (respuestas del simulador sembrado)',
  },
} as const;
