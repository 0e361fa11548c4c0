/**
 * NEWS-01, NEWS-04: what the client is told when something happens to its account, and the e-mail a real
 * platform would send about it. Pure: the store writes both in the transaction of the operation that caused
 * them (store/novedad-repo.ts).
 */
import { formatMicro } from './money';

export type NovedadTipo =
  'interes' | 'vencimiento' | 'venta' | 'compra' | 'deposito' | 'retiro' | 'tarjeta' | 'inversion_automatica';

/** What happened, as the operation that caused it knows it. */
export type NovedadHecho =
  | { tipo: 'interes'; proyecto: string; montoMicro: number }
  | { tipo: 'vencimiento'; proyecto: string; montoMicro: number }
  | { tipo: 'venta'; proyecto: string; montoMicro: number }
  | { tipo: 'compra'; proyecto: string; montoMicro: number }
  | { tipo: 'deposito'; montoMicro: number }
  | { tipo: 'retiro'; montoMicro: number }
  | { tipo: 'tarjeta'; tarjeta: string }
  | { tipo: 'inversion_automatica'; estrategia: string; proyecto: string; montoMicro: number };

export interface NovedadTexto {
  tipo: NovedadTipo;
  titulo: string;
  detalle: string;
  montoMicro: number | null;
  /** The client screen that shows it (NEWS-05). */
  enlace: string;
}

/** NEWS-05: the screen each kind of news links to. */
export const NOVEDAD_ENLACES: Readonly<Record<NovedadTipo, string>> = {
  interes: '/cliente/inversiones',
  vencimiento: '/cliente/inversiones',
  venta: '/cliente/ofertas',
  compra: '/cliente/inversiones',
  deposito: '/cliente/ultradeposito',
  retiro: '/cliente/retiro',
  tarjeta: '/cliente/user-tarjeta',
  inversion_automatica: '/cliente/inversion-automatica',
};

const usdt = (micro: number) => `${formatMicro(micro)} USDT`;

/** NEWS-01: the title and sentence of a piece of news, in Spanish. */
export function novedadDe(hecho: NovedadHecho): NovedadTexto {
  const base = (titulo: string, detalle: string, montoMicro: number | null): NovedadTexto => ({
    tipo: hecho.tipo,
    titulo,
    detalle,
    montoMicro,
    enlace: NOVEDAD_ENLACES[hecho.tipo],
  });
  switch (hecho.tipo) {
    case 'interes':
      return base(
        'Intereses cobrados',
        `Recibió ${usdt(hecho.montoMicro)} de intereses de ${hecho.proyecto}.`,
        hecho.montoMicro,
      );
    case 'vencimiento':
      return base(
        'Capital devuelto',
        `${hecho.proyecto} venció y le devolvió ${usdt(hecho.montoMicro)} de capital.`,
        hecho.montoMicro,
      );
    case 'venta':
      return base(
        'Oferta vendida',
        `Otro inversor compró su oferta de ${hecho.proyecto} por ${usdt(hecho.montoMicro)}.`,
        hecho.montoMicro,
      );
    case 'compra':
      return base(
        'Compra en el mercado secundario',
        `Compró una inversión en ${hecho.proyecto} por ${usdt(hecho.montoMicro)}.`,
        hecho.montoMicro,
      );
    case 'deposito':
      return base(
        'Depósito aprobado',
        `Su depósito de ${usdt(hecho.montoMicro)} fue aprobado y ya está en su billetera.`,
        hecho.montoMicro,
      );
    case 'retiro':
      return base(
        'Retiro pagado',
        `Su retiro de ${usdt(hecho.montoMicro)} fue aprobado y enviado a su cuenta.`,
        hecho.montoMicro,
      );
    case 'tarjeta':
      return base('Tarjeta aprobada', `Su tarjeta ${hecho.tarjeta} fue aprobada y ya puede usarla.`, null);
    case 'inversion_automatica':
      return base(
        'Inversión automática',
        `Su estrategia «${hecho.estrategia}» invirtió ${usdt(hecho.montoMicro)} en ${hecho.proyecto}.`,
        hecho.montoMicro,
      );
  }
}

/** NEWS-04: the e-mail a real platform would send about a piece of news (subject and a short body). */
export function correoDeNovedad(novedad: NovedadTexto): { subject: string; body: string } {
  return {
    subject: `Novedad en su cuenta: ${novedad.titulo}`,
    body:
      `Hola:\n\n${novedad.detalle}\n\n` +
      'Puede ver el detalle en su área de cliente. Si no reconoce esta operación, escríbanos.\n\n' +
      'Este es un correo de demostración: la plataforma lo habría enviado a su dirección.',
  };
}
