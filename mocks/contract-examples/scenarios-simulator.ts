import { scenarioMessages } from '../domain/scenarios';
import type { ExampleTable } from './scenario';

/**
 * The examples of the simulator's own calls. The outbox read is the unconfirmed persona's, whose activation
 * message the seed wrote; the saved state imported is the one the export example answered.
 */

export const simulatorExamples: ExampleTable = {
  demoOutbox: {
    scenarios: [
      {
        name: 'valida',
        summary: 'Una dirección con un correo de activación',
        status: 200,
        body: { email: 'pendiente@simulador.test' },
      },
      { name: 'sinCorreo', summary: 'Sin email', status: 422, body: {}, hidden: true },
    ],
  },
  simulatorClock: {
    scenarios: [
      { name: 'valida', summary: 'Solo lee el reloj', status: 200, body: { avanzar_ms: 0 } },
      { name: 'unDia', summary: 'Adelanta el reloj un día', status: 200, body: { avanzar_ms: 86_400_000 } },
      {
        name: 'atras',
        summary: 'Un avance negativo: el reloj solo avanza',
        status: 422,
        body: { avanzar_ms: -1 },
        hidden: true,
      },
    ],
  },
  demoProgress: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente de la demostración', status: 200 }],
  },
  simulatorReset: {
    scenarios: [
      { name: 'valida', summary: 'Sin datos', status: 200, body: {} },
      {
        name: 'cuerpoInvalido',
        summary: 'Un cuerpo que no es JSON',
        status: 422,
        rawBody: '{',
        hidden: true,
      },
    ],
  },
  simulatorExport: {
    scenarios: [
      { name: 'valida', summary: 'Sin datos: el estado entero, en el orden de sus tablas', status: 200 },
    ],
  },
  simulatorImport: {
    scenarios: [
      {
        name: 'valida',
        summary: 'El archivo que escribió Exportar',
        status: 200,
        body: { archivo: 'estado-del-simulador.json' },
        fileFromAnswer: { part: 'archivo', call: 'simulatorExport', example: 'valida' },
      },
      {
        name: 'archivoAjeno',
        summary: 'Un archivo JSON que no es un estado del simulador',
        status: 422,
        body: { archivo: 'otro.json' },
      },
    ],
  },
  simulatorSettings: {
    scenarios: [{ name: 'valida', summary: 'Sin datos', status: 200 }],
  },
  simulatorSettingsUpdate: {
    scenarios: [
      { name: 'valida', summary: 'Una latencia de 0 ms', status: 200, body: { latencia_ms: 0 } },
      {
        name: 'agregarFallo',
        summary: 'Un fallo que responde 500 a la próxima llamada a /api/card/list',
        status: 200,
        body: { agregar_fallo: { tipo: 'error', ruta: '/api/card/list', restantes: 1 } },
      },
      {
        name: 'quitarTodos',
        summary: 'Quita todos los fallos',
        status: 200,
        body: { quitar_fallo: 'todos' },
      },
      {
        name: 'falloDesconocido',
        summary: 'Quita un fallo que no existe',
        status: 404,
        body: { quitar_fallo: 'f99' },
      },
      {
        name: 'latenciaExcesiva',
        summary: 'Una latencia de más de 10 segundos',
        status: 422,
        body: { latencia_ms: 20_000 },
        hidden: true,
      },
    ],
  },
  simulatorLog: {
    scenarios: [{ name: 'valida', summary: 'Sin datos', status: 200 }],
  },
  simulatorLogClear: {
    scenarios: [
      { name: 'valida', summary: 'Sin datos', status: 200, body: {} },
      {
        name: 'cuerpoInvalido',
        summary: 'Un cuerpo que no es JSON',
        status: 422,
        rawBody: '{',
        hidden: true,
      },
    ],
  },
  simulatorTables: {
    scenarios: [
      {
        name: 'valida',
        summary: 'Las tablas y la primera página de la de países',
        status: 200,
        body: { tabla: 'countries', pagina: 1 },
      },
      { name: 'soloTablas', summary: 'Las tablas, sin filas', status: 200, body: {} },
      { name: 'noExiste', summary: 'Una tabla que no existe', status: 404, body: { tabla: 'noexiste' } },
      {
        name: 'paginaDeMas',
        summary: 'Una página después de la última',
        status: 422,
        body: { tabla: 'countries', pagina: 99 },
      },
    ],
  },
  simulatorScenario: {
    scenarios: [
      {
        name: 'valida',
        summary: 'El escenario de una clienta nueva con dinero para invertir',
        status: 200,
        body: { nombre: 'cliente-nuevo' },
      },
      {
        name: 'noExiste',
        summary: 'Un nombre que no es el de ningún escenario',
        status: 422,
        body: { nombre: 'mercado-negro' },
      },
    ],
    unprovoked: {
      409: {
        name: 'demoEnUso',
        summary: 'El enlace compartido (solo_sin_uso) en una demo con sesiones o con el reloj adelantado',
        message: scenarioMessages.inUse,
      },
    },
  },
};
