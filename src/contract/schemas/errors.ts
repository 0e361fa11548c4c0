import { z } from 'zod';
import type { ErrorBody } from '../errors';

/** The schema of the error body (SRV-02); its type is ErrorBody of errors.ts, which the client reads. */
export const errorBody = z
  .object({
    success: z
      .literal(false)
      .optional()
      .describe('Siempre false cuando está (las llamadas de tarjetas lo leen)'),
    message: z.string().min(1).describe('El motivo del rechazo, en español, para mostrarlo tal cual'),
    data: z
      .object({
        message: z.string().min(1).describe('El mismo motivo, donde lo leen perfil, contraseña y KYC'),
      })
      .describe('El mensaje repetido'),
  })
  .meta({
    id: 'RespuestaDeError',
    description: 'SRV-02: el cuerpo de toda llamada rechazada; el motivo viaja en message y en data.message.',
  }) satisfies z.ZodType<ErrorBody, ErrorBody>;

/* The schema and the zod-free type must stay the same shape, both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.output<typeof errorBody>, ErrorBody> = true;
void sameShape;
