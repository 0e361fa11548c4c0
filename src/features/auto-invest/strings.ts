/** The Spanish text of the screen 'Inversión automática' (AUTO-12..AUTO-16), together. */
export const autoInvestStrings = {
  title: 'Inversión automática',
  intro:
    'Una estrategia invierte por usted en cada proyecto nuevo que cumpla sus condiciones, con el saldo disponible de su billetera.',
  create: 'Nueva estrategia',
  loading: 'Cargando estrategias...',
  failed: 'No se pudieron cargar las estrategias.',
  empty: 'Aún no tiene estrategias de inversión automática.',
  emptyHint: 'Cree una y elegiremos por usted los proyectos que cumplan sus condiciones.',
  listLabel: 'Estrategias de inversión automática',
  status: { activa: 'Activa', pausada: 'Pausada' },
  fields: {
    amount: 'Monto por proyecto',
    max: 'Máximo por proyecto',
    rate: 'Tasa anual',
    term: 'Plazo',
    risks: 'Riesgos',
    budget: 'Presupuesto total',
    invested: 'Invertido',
    left: 'Disponible del presupuesto',
    count: 'Inversiones',
  },
  range: (from: string, to: string) => `${from} a ${to}`,
  days: (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`,
  edit: 'Editar',
  pause: 'Pausar',
  resume: 'Reanudar',
  investments: 'Ver inversiones',
  actionFor: (action: string, name: string) => `${action} la estrategia ${name}`,
  form: {
    createTitle: 'Nueva estrategia',
    editTitle: 'Editar estrategia',
    name: 'Nombre',
    amount: 'Monto por proyecto',
    max: 'Máximo por proyecto',
    rateMin: 'Tasa mínima (% anual)',
    rateMax: 'Tasa máxima (% anual)',
    termMin: 'Plazo mínimo (días)',
    termMax: 'Plazo máximo (días)',
    risks: 'Niveles de riesgo',
    budget: 'Presupuesto total',
    amountHint: 'Al menos 50.00 por proyecto',
    save: 'Guardar',
    cancel: 'Cancelar',
    unknownError: 'No se pudo guardar la estrategia. Intente nuevamente.',
  },
  history: {
    title: (name: string) => `Inversiones de ${name}`,
    loading: 'Cargando inversiones...',
    failed: 'No se pudieron cargar las inversiones.',
    empty: 'Esta estrategia aún no ha invertido.',
    tableLabel: 'Inversiones automáticas',
    project: 'Proyecto',
    amount: 'Monto',
    date: 'Fecha',
    pagerLabel: 'Páginas de inversiones automáticas',
    close: 'Cerrar',
  },
  /** SRV-64, AUTO-17: what the strategy would do with the open projects, under the form's fields. */
  preview: {
    title: 'Con estos criterios',
    incomplete: 'Complete los campos para ver qué proyectos abiertos coinciden y cuánto invertiría.',
    loading: 'Calculando qué proyectos abiertos coinciden...',
    failed: 'No se pudo calcular qué proyectos abiertos coinciden.',
    matching: (n: number) =>
      n === 1 ? 'Coincide 1 proyecto abierto.' : `Coinciden ${n} proyectos abiertos.`,
    /** `n` of the `matching` projects get an investment now (the budget or the wallet may end first). */
    wouldInvest: (amount: string, n: number, matching: number) =>
      n === matching
        ? `Invertiría ${amount} ahora en:`
        : `Invertiría ${amount} ahora en ${n === 1 ? 'uno de ellos' : `${n} de ellos`}:`,
    investsNothing:
      'Ahora no invertiría en ninguno: no lo permiten su saldo disponible, el máximo por proyecto o lo que queda por financiar de cada uno.',
    none: 'Ningún proyecto abierto coincide ahora',
    noneHint: 'La estrategia invertirá cuando se abra uno que coincida.',
    // AUTO-03: an update invests nothing at once; the settlement applies the new fields from then on.
    editActive:
      'Guardar los cambios no invierte ahora: la estrategia aplicará estos criterios a los proyectos que se abran desde ahora.',
    editPaused:
      'Guardar los cambios no invierte ahora. Mientras esté pausada no invierte; al reanudarla, invertirá en los proyectos abiertos que coincidan en ese momento.',
    more: (n: number) => `+ ${n} más`,
    listLabel: 'Proyectos en los que invertiría',
  },
  /** AUTO-18: 'Reanudar' asks first, saying what the resume invests now. */
  resumeConfirm: {
    title: (name: string) => `¿Reanudar la estrategia ${name}?`,
    loading: 'Calculando qué invertirá al reanudar...',
    failed: 'No se pudo calcular qué invertirá al reanudar. Puede reanudarla igualmente.',
    invests: (amount: string, n: number) =>
      `Al reanudar, la estrategia invertirá ahora ${amount} en ${
        n === 1 ? '1 proyecto abierto que coincide' : `${n} proyectos abiertos que coinciden`
      }:`,
    nothingMatches:
      'Ningún proyecto abierto coincide ahora: al reanudar no invertirá nada hasta que se abra uno que coincida.',
    investsNothing: (n: number) =>
      `${n === 1 ? 'Coincide 1 proyecto abierto' : `Coinciden ${n} proyectos abiertos`}, pero al reanudar no invertirá ahora en ninguno: no lo permiten su saldo disponible, el presupuesto que le queda, el máximo por proyecto o lo que queda por financiar de cada uno.`,
    later: 'Después invertirá en cada proyecto que se abra y coincida, mientras le quede presupuesto.',
    confirm: 'Reanudar',
    cancel: 'Cancelar',
  },
  statusError: 'No se pudo cambiar el estado de la estrategia.',
  link: 'Inversión automática',
  close: 'Cerrar',
} as const;
