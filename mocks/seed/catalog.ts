import type { ActivityRecord, OfferTypeRecord } from '../store/records';

/** Offer types of the project filters (ENT-08 tipo_oferta). */
export const offerTypes: readonly OfferTypeRecord[] = [
  { id: 1, tipo: 'Crédito empresarial' },
  { id: 2, tipo: 'Factoring' },
  { id: 3, tipo: 'Financiamiento inmobiliario' },
  { id: 4, tipo: 'Leasing' },
  { id: 5, tipo: 'Capital de trabajo' },
];

/** Economic activities of the project filters (ENT-08 actividad). */
export const activities: readonly ActivityRecord[] = [
  { id: 1, activity: 'Agricultura' },
  { id: 2, activity: 'Construcción' },
  { id: 3, activity: 'Energía renovable' },
  { id: 4, activity: 'Comercio' },
  { id: 5, activity: 'Tecnología' },
  { id: 6, activity: 'Transporte y logística' },
  { id: 7, activity: 'Salud' },
  { id: 8, activity: 'Turismo y hotelería' },
];

/** The issuer of the offerer persona's own projects (SRV-05). */
export const EMISOR_ISSUER = 'Constructora Andina S.A.S.';

/** Issuers by activity id: several per activity (SRV-06). Their ids follow this order, from 1. */
export const issuersByActivity: Readonly<Record<number, readonly string[]>> = {
  1: ['Cafetales del Quindío S.A.S.', 'Agroexportadora Los Andes S.A.', 'Frutos del Valle Ltda.'],
  2: [EMISOR_ISSUER, 'Inmobiliaria Costa Azul S.A.', 'Edificaciones del Pacífico S.A.S.'],
  3: ['Solar Caribe Energía S.A.S.', 'Vientos de La Guajira S.A.', 'Hidroandina Renovables Ltda.'],
  4: ['Distribuidora Mercantil del Norte S.A.S.', 'Comercializadora Sol de Oriente S.A.'],
  5: ['Nube Latina Tecnología S.A.S.', 'Datos y Redes del Sur S.A.', 'Fintech Horizonte S.A.S.'],
  6: ['Transportes Cordillera S.A.S.', 'Logística Puerto Seco S.A.'],
  7: ['Clínica San Rafael S.A.S.', 'Laboratorios Vida Natural S.A.'],
  8: ['Hoteles Boutique Caribe S.A.S.', 'Ecoturismo Amazonas Ltda.'],
};

/** Every risk grade the riesgo filter offers (FILT-05). */
export const RISKS = ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'] as const;

/** Countries the seeded projects come from, with cities for their names. */
export const projectPlaces: readonly { iso: string; cities: readonly string[] }[] = [
  { iso: 'CO', cities: ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Bucaramanga', 'Pereira'] },
  { iso: 'US', cities: ['Miami', 'Houston', 'Orlando'] },
  { iso: 'ES', cities: ['Madrid', 'Valencia', 'Sevilla'] },
  { iso: 'MX', cities: ['Guadalajara', 'Monterrey', 'Puebla'] },
  { iso: 'PE', cities: ['Lima', 'Arequipa', 'Trujillo'] },
  { iso: 'CL', cities: ['Santiago', 'Valparaíso'] },
  { iso: 'EC', cities: ['Quito', 'Guayaquil', 'Cuenca'] },
  { iso: 'PA', cities: ['Ciudad de Panamá', 'Colón'] },
];

/** Name patterns and a description opening per activity id ('{c}' is the city). */
export const projectThemes: Readonly<
  Record<number, { names: readonly string[]; about: string; image: string }>
> = {
  1: {
    names: [
      'Cosecha de café especial en {c}',
      'Cultivo de aguacate Hass en {c}',
      'Invernaderos de flores de {c}',
    ],
    about:
      'Financiación de la campaña agrícola con venta anticipada de la cosecha a compradores internacionales.',
    image: 'proyectos/agricultura.svg',
  },
  2: {
    names: ['Torre residencial en {c}', 'Vivienda de interés social en {c}', 'Bodegas industriales en {c}'],
    about: 'Construcción por etapas con licencia aprobada y preventa de unidades respaldando el repago.',
    image: 'proyectos/construccion.svg',
  },
  3: {
    names: [
      'Parque solar de {c}',
      'Techos solares comerciales en {c}',
      'Pequeña central hidroeléctrica de {c}',
    ],
    about: 'Instalación de generación renovable con contrato de compra de energía a largo plazo.',
    image: 'proyectos/energia.svg',
  },
  4: {
    names: ['Inventario de temporada en {c}', 'Red de tiendas de barrio de {c}'],
    about: 'Capital para compra de inventario con rotación comprobada y facturas de clientes recurrentes.',
    image: 'proyectos/comercio.svg',
  },
  5: {
    names: [
      'Centro de datos regional en {c}',
      'Plataforma de pagos digitales en {c}',
      'Fibra óptica para {c}',
    ],
    about: 'Expansión de infraestructura tecnológica con contratos de servicio firmados.',
    image: 'proyectos/tecnologia.svg',
  },
  6: {
    names: ['Flota de camiones refrigerados de {c}', 'Centro logístico de {c}'],
    about: 'Renovación de flota y ampliación de capacidad logística con contratos de transporte vigentes.',
    image: 'proyectos/logistica.svg',
  },
  7: {
    names: ['Equipos de diagnóstico para {c}', 'Ampliación de clínica en {c}'],
    about: 'Dotación médica financiada con los ingresos de convenios con aseguradoras.',
    image: 'proyectos/salud.svg',
  },
  8: {
    names: ['Hotel boutique en {c}', 'Ecolodge cerca de {c}'],
    about: 'Remodelación y ampliación de habitaciones con ocupación histórica superior al 70 %.',
    image: 'proyectos/turismo.svg',
  },
};

/**
 * The documents every project links to: the demo's own, shipped in public/documentos and written by
 * scripts/generate-demo-documents.mjs (one per kind, each saying it is a demonstration document). Relative
 * paths, as the illustrations of public/proyectos: the client resolves them against the site's base, so they
 * follow the site under a sub-path (trustedLink).
 */
export const DEMO_DOCUMENTS = {
  /** pdf_oferente: 'Datos de oferta'. */
  offer: 'documentos/datos-de-oferta.pdf',
  /** brouchure: 'Catálogo'. */
  catalogue: 'documentos/catalogo.pdf',
  /** file: the investment contract. */
  contract: 'documentos/contrato-de-inversion.pdf',
} as const;

export const loanTypes = ['Préstamo a plazo fijo', 'Préstamo amortizable', 'Pago al vencimiento'] as const;
export const contractTypes = ['Contrato de participación', 'Pagaré', 'Contrato de mutuo'] as const;
export const warranties = [
  'Garantía hipotecaria',
  'Fianza',
  'Aval bancario',
  'Prenda sobre equipos',
  'Sin garantía',
] as const;
export const paymentFrequencies = ['Al vencimiento', 'Mensual', 'Trimestral'] as const;
/** Interest per year (tax_referential_client) in basis points, spread over the 0-20 % range filter. */
export const yearlyRatesBp = [
  850, 950, 1_050, 1_200, 1_325, 1_400, 1_575, 1_650, 1_800, 1_950, 2_100, 2_400,
] as const;

export const USDT_NETWORKS = { tron: 'TRON (TRC-20)', ethereum: 'Ethereum (ERC-20)' } as const;
