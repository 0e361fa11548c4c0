import { CURRENCY_DEMO, MIN_INVESTMENT } from '@/shared/constants';

/**
 * The terms and conditions (REG-07, REG-08), apart from the other access-screen texts in strings.ts: only the
 * terms modal, which loads when it opens, needs them, so the login's first paint does not carry them.
 * TERMS-01..TERMS-09 are stated below.
 */
export const termsStrings = {
  title: 'Términos y condiciones',
  continue: 'Continuar',
  sections: [
    {
      heading: '1. Objeto',
      paragraphs: [
        'Estos términos regulan el uso de la plataforma de inversión, en la que los clientes invierten en activos no cotizados (facturas, proyectos, productos y servicios) a través de un mercado primario y de un mercado secundario, en USDT.',
        `La inversión mínima es de ${CURRENCY_DEMO} ${MIN_INVESTMENT}. Toda inversión tiene riesgos: las rentabilidades pasadas no garantizan rentabilidades futuras.`,
      ],
    },
    {
      heading: '2. Registro y cuenta',
      paragraphs: [
        'Se permite un solo registro por correo electrónico por persona o entidad.',
        'No pueden registrarse menores de 18 años.',
        'La cuenta es única e intransferible: solo su titular puede usarla y no puede cederse a terceros.',
        'El registro está sujeto a la validación de datos y documentos. La plataforma puede pedir documentos adicionales en cualquier momento.',
      ],
    },
    {
      heading: '3. Recordatorios',
      paragraphs: [
        'Podremos enviar recordatorios a los usuarios que no hayan completado su registro a las 24 horas y a los 3, 7, 30 y 60 días.',
      ],
    },
    {
      heading: '4. Suspensión, bloqueo y validación de cuentas',
      paragraphs: [
        'La plataforma puede someter cualquier cuenta a validación, y suspender o bloquear una cuenta cuyos datos o documentos no se puedan validar, o que se use en contra de estos términos o de la ley.',
      ],
    },
    {
      heading: '5. Retiros',
      paragraphs: [
        'Todo retiro requiere la aprobación del área de cumplimiento (compliance).',
        'Los retiros solo se realizan a cuentas del mismo titular y siempre que haya fondos suficientes en la billetera.',
        'El proveedor no cobra comisión por retiro; solo se descuentan los cargos bancarios.',
      ],
    },
    {
      heading: '6. Datos personales',
      paragraphs: [
        'Los datos que usted entrega se usan para abrir y operar su cuenta, validar su identidad y cumplir las obligaciones legales de la plataforma.',
      ],
    },
    {
      heading: '7. Atención al cliente',
      paragraphs: ['Horario de atención: de lunes a viernes, de 9:00 a 17:00.'],
    },
  ],
} as const;
