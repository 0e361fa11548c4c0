/**
 * Texts of 'Centro de verificación' (p1 §2 Profile, §3 Entities, §4 States, §8 Errors), in one place for
 * review. The specification names the three documents and the 'Aceptar' button; the explanation of KYC is
 * written for this product (PROF-03).
 */
export const kycStrings = {
  title: 'Centro de verificación',

  /** PROF-03: what KYC is and why it is needed, above the form. */
  whatTitle: '¿Qué es KYC?',
  what: 'KYC (del inglés «Know Your Customer», conozca a su cliente) es el proceso con el que verificamos la identidad de cada cliente antes de que opere en la plataforma.',
  whyTitle: '¿Por qué lo necesitamos?',
  why: 'La verificación protege su cuenta frente a suplantaciones y fraudes, y nos permite cumplir la normativa de prevención de lavado de activos y financiación del terrorismo. Con su identidad verificada podrá invertir, retirar fondos y usar todas las funciones de la plataforma.',
  how: 'Suba los tres documentos. Se aceptan imágenes JPG, PNG o WEBP y archivos PDF de hasta 5 MB cada uno.',

  /** KYC-01: the three files, as the contract names them. */
  files: {
    file_id_front: {
      label: 'Documento de identidad',
      description: 'Foto del frente de su documento de identidad.',
    },
    file_id_reverse: {
      label: 'Comprobante de domicilio',
      description: 'Foto de un recibo o extracto reciente con su dirección.',
    },
    file_selfie: {
      label: 'Selfie',
      description: 'Una foto de su rostro, de frente y con buena luz.',
    },
  },
  submit: 'Enviar documentos',

  /** KYC-05, ERR-02: the result modal. */
  resultTitle: 'Centro de verificación',
  accept: 'Aceptar',

  /** KYC-07: the modal's second view, after 'Aceptar' on a successful send. */
  verifiedTitle: '¡Identidad verificada!',
  verified:
    'Ya tiene acceso a todas las secciones de la plataforma: proyectos, inversiones, ofertas, retiros y tarjetas.',
  reviewTitle: 'Documentos en revisión',
  review: 'Recibimos sus documentos. Le avisaremos cuando su identidad haya sido verificada.',
  refreshing: 'Cargando...',
  continue: 'Continuar',

  unknownError: 'No se pudo completar la operación. Intente nuevamente.',
} as const;
