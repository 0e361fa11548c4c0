import type { ContractCallName } from '@/contract/schemas/operations';
import type { PersonaKey } from '../seed/personas';

/**
 * One example of a call: a request sent to the seeded simulator and the answer it gave. Its name is the
 * example's key in the published document, the same for the request and for the answer it gets, so a reader
 * sees which request gives which answer ('valida' → 200, 'sinSaldo' → 409).
 */
export interface ExampleScenario {
  readonly name: string;
  /** One line in Spanish: what the request is, and so why it gets its answer. */
  readonly summary: string;
  /** The status it must get: another one fails the build, naming the call. */
  readonly status: number;
  /** The JSON body, or a form's fields (a file part by its file's name, 'selfie.jpg'). */
  readonly body?: unknown;
  readonly params?: Readonly<Record<string, string | number>>;
  /** Whose session it carries, when not the call's persona (a demo client's withdrawal, for its 403). */
  readonly persona?: PersonaKey;
  /**
   * A request the documented schema rules out (a missing field, a value out of range, a body that is not
   * JSON): it is sent, but only its answer is shown, the request described by the summary.
   */
  readonly hidden?: true;
  /** A hidden request's body as text, sent as it is (a body that is not JSON). */
  readonly rawBody?: string;
  /** A call whose 'valida' example this one needs done first (the strategy that 'valida' created). */
  readonly after?: ContractCallName;
  /** A form's file part whose content is an earlier answer's `data` (a saved state to import). */
  readonly fileFromAnswer?: {
    readonly part: string;
    readonly call: ContractCallName;
    readonly example: string;
  };
}

/** The examples of one call. */
export interface OperationExamples {
  /** Whose session the call's requests carry: required for a call with a session, absent otherwise. */
  readonly persona?: PersonaKey;
  readonly scenarios: readonly ExampleScenario[];
  /**
   * Documented refusals that no single request provokes on the seed (a limit reached only after many
   * calls), shown with the message the server sends then.
   */
  readonly unprovoked?: Readonly<Partial<Record<number, UnprovokedRefusal>>>;
}

/** A refusal shown with the body the server sends (errorBodyOf its message), under the example's name. */
export interface UnprovokedRefusal {
  readonly name: string;
  readonly summary: string;
  readonly message: string;
}

export type ExampleTable = Readonly<Partial<Record<ContractCallName, OperationExamples>>>;

/** The answer every call gives to a request without a session, and every call's 500. */
export const NO_SESSION_EXAMPLE = 'sinSesion';
export const INTERNAL_ERROR_EXAMPLE = 'errorInterno';
