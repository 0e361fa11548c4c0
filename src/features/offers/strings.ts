/**
 * Texts of 'Mis ofertas' (p2 §2.4, §4, §6), quoting the specification where it gives the words: the landing
 * 'Ofertas' with 'Continuar', 'Atrás', the switches 'Mis ofertas' and 'Mis proyectos', 'Listado de ofertas',
 * '¡Ups, aún sin ofertar!', the cancel question (sic) and 'Cancelar Ahora', '¡Ups, sin proyectos ofertados!',
 * the pager of 'Mis proyectos' and 'Cómo llegar'. The rest are this client's own words.
 */
export const offersStrings = {
  /** ROUTE-15. */
  title: 'Mis ofertas',
  loading: 'Cargando...',

  landing: {
    /** OFFER-01, quoted. */
    heading: 'Ofertas',
    tagline: 'Consulte las inversiones que tiene ofertadas en el mercado secundario y sus proyectos propios.',
    continue: 'Continuar',
    hint: 'Para ver sus ofertas dele Clic en continuar',
    failed: 'No se pudieron cargar sus ofertas. Intente nuevamente.',
  },

  /** OFFER-02, OFFER-03. */
  back: 'Atrás',
  switchLabel: 'Ofertas y proyectos',
  switches: { ofertas: 'Mis ofertas', proyectos: 'Mis proyectos' },

  filters: {
    minAmount: 'Monto mínimo',
    minAmountInvalid: 'Ingrese un monto válido, por ejemplo 1000 o 1000.50',
    apply: 'Filtrar',
  },

  offers: {
    /** OFFER-04, quoted. */
    title: 'Listado de ofertas',
    tableLabel: 'Mis ofertas',
    listLabel: 'Mis ofertas (en tarjetas)',
    /** How many offers the filters found (data.totales.cantidad). */
    count: (n: number) => (n === 1 ? '1 oferta' : `${n} ofertas`),
    /** OFFER-08, quoted. */
    emptyTitle: '¡Ups, aún sin ofertar!',
    emptyText: 'Oferte una inversión activa desde Mis inversiones.',
    /** OFFER-06. */
    columns: {
      name: 'Proyecto',
      start: 'Fecha de venta',
      end: 'Fecha fin de venta',
      amount: 'Monto',
      yield: 'Rendimiento actual',
      saldo: 'Saldo',
      value: 'Valor de venta',
      action: 'Acción',
    },
    noExpiry: 'Sin vencimiento',
    cancel: 'Cancelar',
  },

  cancel: {
    /** OFFER-09, quoted (sic). */
    question: 'Estas seguro que desear Cancelar tu inversion ofertada en el mercado secundario?',
    project: 'Proyecto',
    yield: 'Rendimiento',
    total: 'Valor total',
    /** OFFER-11, quoted. */
    confirm: 'Cancelar Ahora',
    sending: 'Cancelando oferta',
    back: 'Volver',
    resultTitle: 'Cancelación de oferta',
    accept: 'Aceptar',
  },

  projects: {
    title: 'Mis proyectos',
    tableLabel: 'Mis proyectos',
    listLabel: 'Mis proyectos (en tarjetas)',
    /** MYPROJ-04, quoted; then the advice. */
    emptyTitle: '¡Ups, sin proyectos ofertados!',
    emptyText:
      'Para ofertar sus propios proyectos acérquese a nuestras oficinas de consultoría, donde le asesoraremos.',
    /** MYPROJ-11. */
    officeButton: 'Ver dirección de la oficina',
    openLabel: (name: string) => `Abrir ${name}`,
    /** MYPROJ-01. */
    columns: {
      code: 'Código',
      country: 'País',
      type: 'Tipo',
      category: 'Categoría',
      issuer: 'Emisor',
      name: 'Nombre',
      risk: 'Riesgo',
      warranty: 'Garantía',
      interest: 'Interés %',
      expiry: 'Vencimiento',
      amount: 'Monto',
      gain: 'Ganancia periodo %',
      available: 'Disponibilidad',
      participants: 'Participantes',
    },
    /** MYPROJ-06, MYPROJ-07, quoted. */
    pager: {
      label: 'Paginación de mis proyectos',
      first: 'Primera Página',
      previous: 'Anterior «',
      next: 'Siguiente »',
      current: (page: number) => `Página ${page}`,
    },
  },

  office: {
    /** MYPROJ-09: one office in a shopping mall in the capital. */
    title: 'Nuestra oficina de consultoría',
    intro: 'Visítenos para ofertar sus propios proyectos en la plataforma:',
    place: 'Centro Comercial Andino, Local 2-45',
    address: 'Carrera 11 # 82-71, Bogotá D.C., Colombia',
    hours: 'Lunes a viernes de 9:00 a 18:00',
    /** MYPROJ-10, quoted. */
    directions: 'Cómo llegar',
    directionsLabel: 'Cómo llegar (abre Google Maps en una pestaña nueva)',
    mapsUrl:
      'https://www.google.com/maps/search/?api=1&query=Centro+Comercial+Andino+Carrera+11+82-71+Bogot%C3%A1',
    close: 'Cerrar',
  },
} as const;
