import Dexie from 'dexie';

/**
 * Runs a store module's async step as a Dexie promise, so that the request's transaction zone follows the
 * caller's await: Dexie tracks its own promises, and after a native one that returns through several async
 * levels, or resolves without any request, the caller's next call could otherwise find no transaction
 * (PrematureCommitError, or worse a write outside it).
 */
export function held<A extends unknown[], T>(step: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return (...args) => Dexie.Promise.resolve(step(...args));
}
