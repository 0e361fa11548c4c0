/**
 * Texts of the simulator menu: tools of the demo, not of the platform (the specification has none of them).
 * Shown only while the simulator answers the calls.
 */
import { menuStrings } from './menu-strings';

export const simulatorStrings = {
  menu: menuStrings,
  /** The accessible name of every dialog's close (×) button. */
  closeDialog: 'Cerrar',

  /** SRV-52: how the simulator runs where the browser lacks something, one line each. */
  runtime: {
    inPage: 'El simulador funciona dentro de la página: este navegador no permite service workers.',
    inMemory:
      'Este navegador no permite guardar datos: la demo vive solo en esta pestaña y no se conservará nada al cerrarla.',
  },

  /** The simulator panel, for frontend developers (its own texts load with it: panel/panel-strings.ts). */
  panel: {
    open: 'Panel del simulador',
    shortcut: (keys: string) => `Llamadas, latencia, fallos y datos del simulador (${keys})`,
  },

  /** The demo's time machine. */
  clock: {
    title: 'Reloj del simulador',
    now: (when: string) => `Fecha simulada: ${when}`,
    loading: 'Leyendo la fecha simulada',
    failed: 'No se pudo leer la fecha simulada.',
    advance: 'Avanzar el tiempo',
    steps: [
      { label: '+1 minuto', ms: 60_000 },
      { label: '+1 hora', ms: 3_600_000 },
      { label: '+1 día', ms: 86_400_000 },
      { label: '+30 días', ms: 2_592_000_000 },
    ],
    stepLabel: (label: string) => `Avanzar el reloj ${label.replace('+', '')}`,
    hint: 'Los depósitos, retiros y tarjetas se aprueban 1 minuto después. Avanzar el reloj no cierra la sesión: solo cuenta el tiempo que pasa sin avanzarlo (22 h 20 min).',
  },

  /** Saved states of the demo: prepare it once, replay it. */
  state: {
    title: 'Estado de la demo',
    actions: 'Acciones sobre el estado de la demo',
    reset: 'Reiniciar la demo',
    export: 'Exportar estado',
    exportFailed: 'No se pudo exportar el estado de la demo.',
    import: 'Importar estado',
    hint: 'Exporte el estado para repetir la misma demo más tarde, en este u otro navegador.',
  },

  resetModal: {
    title: 'Reiniciar la demo',
    body: 'Se borrarán todos los cambios y la demo volverá a su estado inicial. Se cerrarán las sesiones abiertas.',
    confirm: 'Reiniciar',
    cancel: 'Cancelar',
  },

  importModal: {
    title: 'Importar estado',
    file: (name: string) => `Archivo: ${name}`,
    body: 'El estado de la demo se reemplazará por el del archivo. Las sesiones no se guardan en el archivo: se cerrarán todas las sesiones abiertas y deberá iniciar sesión de nuevo.',
    confirm: 'Importar',
    cancel: 'Cancelar',
    refusedTitle: 'No se importó el archivo',
    unchanged: 'El estado de la demo no cambió.',
    close: 'Cerrar',
  },

  /** What every tab shows on the login screen once the demo's state was replaced (in this tab or another). */
  notices: {
    reset: 'La demo se reinició. Inicie sesión de nuevo.',
    imported: 'Se cargó un estado guardado de la demo. Inicie sesión de nuevo.',
    scenario: 'Se cargó un escenario de la demo. Inicie sesión de nuevo.',
  },

  /** SCEN-06, SCEN-07: the demo's prepared scenarios, built by the simulator in one click. */
  scenarios: {
    open: 'Escenarios',
    title: 'Escenarios',
    intro:
      'Estados preparados de la demo para mostrarla: cada uno reemplaza todo el estado del simulador y se comparte con un enlace.',
    list: 'Escenarios de la demo',
    load: 'Cargar',
    loadNamed: (title: string) => `Cargar «${title}»`,
    copy: 'Copiar enlace',
    copyNamed: (title: string) => `Copiar enlace de «${title}»`,
    copied: 'Enlace copiado',
    copyFailed: (url: string) => `No se pudo copiar. El enlace es: ${url}`,
    entersAs: (name: string) => `Entra como ${name}`,
    confirmTitle: 'Cargar escenario',
    confirmBody: (title: string) =>
      `El estado de la demo se reemplazará por el escenario «${title}»: se perderán las inversiones, movimientos, ofertas y demás cambios hechos, y el reloj volverá a la fecha de hoy.`,
    confirmSessions: 'Se cerrarán todas las sesiones abiertas; luego entre con la cuenta del escenario.',
    confirm: 'Cargar escenario',
    cancel: 'Cancelar',
    back: 'Volver a los escenarios',
    loading: (title: string) =>
      `Preparando «${title}»: la siembra y el reloj construyen el escenario, tarda unos segundos...`,
    refusedTitle: 'No se cargó el escenario',
    unchanged: 'El estado de la demo no cambió.',
    close: 'Cerrar',
    /** Shown on the login screen once loaded: who to enter as. */
    loaded: (title: string, name: string) =>
      `Se cargó el escenario «${title}». Entre como ${name} en «Probar la demo».`,
    items: {
      historia: {
        title: 'Un año de historia',
        description:
          'Valentina con un año más de inversiones: intereses pagados mes a mes, inversiones vencidas y una estrategia automática.',
        persona: 'Valentina Ríos',
      },
      'mercado-secundario': {
        title: 'Mercado secundario activo',
        description:
          'Decenas de ofertas de varios inversionistas, con precios por debajo y por encima del valor, para comprar como Valentina.',
        persona: 'Valentina Ríos',
      },
      'cliente-nuevo': {
        title: 'Cliente nueva con dinero para invertir',
        description: 'Lucía, recién verificada, con 10.000 USDT disponibles y ninguna inversión todavía.',
        persona: 'Lucía Fernández',
      },
    },
  },
} as const;
