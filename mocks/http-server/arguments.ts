/** The command line of the simulator over HTTP (`simulador-http`, `npm run simulator:serve`). */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT } from './server';

/** The state file, in the folder the command runs in, unless --state names another. */
export const DEFAULT_STATE_FILE = 'simulador-estado.json';

export const USAGE = `Uso: simulador-http [--port ${DEFAULT_PORT}] [--host ${DEFAULT_HOST}] [--state ./${DEFAULT_STATE_FILE}]

  --port <n>       puerto (también PORT=<n>); 0 toma uno libre
  --host <ip>      dirección en la que escucha; 0.0.0.0 para un teléfono de la misma red
  --state <ruta>   archivo del estado entre ejecuciones, en el formato de 'Exportar estado'
  --help           esta ayuda`;

export interface CommandLine {
  port: number;
  host: string;
  /** Absolute. */
  stateFile: string;
  help: boolean;
}

/** A command line that cannot be run, with what is wrong in the user's words. */
export class BadCommandLine extends Error {}

function portOf(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new BadCommandLine(`El puerto «${text}» no es válido.`);
  return port;
}

/** node:util's parseArgs refusal in the user's words (its own are English). */
function parseErrorMessage(error: NodeJS.ErrnoException): string {
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `La opción «${quoted}» no existe.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `Falta el valor de la opción «${quoted.split(' ')[0]}».`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `Sobra el argumento «${quoted}».`;
    default:
      return 'La línea de órdenes no es válida.';
  }
}

/** Reads the arguments (after the program's name) and the environment; throws BadCommandLine. */
export function readCommandLine(
  args: string[],
  env: Record<string, string | undefined>,
  cwd: string,
): CommandLine {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        state: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new BadCommandLine(`${parseErrorMessage(error as NodeJS.ErrnoException)}\n\n${USAGE}`);
  }
  const port = values.port ?? env.PORT;
  return {
    port: port === undefined || port === '' ? DEFAULT_PORT : portOf(port),
    host: values.host ?? DEFAULT_HOST,
    stateFile: resolve(cwd, values.state ?? DEFAULT_STATE_FILE),
    help: values.help ?? false,
  };
}
