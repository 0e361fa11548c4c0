/**
 * A request the server declines for a reason the client must read (bad input, a rule, no session). Thrown
 * anywhere inside a request's transaction, it rolls the transaction back, so a refused request changes
 * nothing, and the middleware answers with the documented error body.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new Refusal(401, message);
export const notFound = (message: string) => new Refusal(404, message);
export const conflict = (message: string) => new Refusal(409, message);
export const invalid = (message: string) => new Refusal(422, message);
