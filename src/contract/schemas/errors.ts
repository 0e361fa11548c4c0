import { z } from 'zod';
import type { ErrorBody } from '../errors';

/** The schema of the error body (SRV-02); its type is ErrorBody of errors.ts, which the client reads. */
export const errorBody = z.object({
  success: z.literal(false).optional(),
  message: z.string().min(1),
  data: z.object({ message: z.string().min(1) }),
}) satisfies z.ZodType<ErrorBody, ErrorBody>;

/* The schema and the zod-free type must stay the same shape, both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.output<typeof errorBody>, ErrorBody> = true;
void sameShape;
