/**
 * `simulador-http` (the package's bin) and `npm run simulator:serve`: the simulator over HTTP until Ctrl+C or
 * SIGTERM, which write the state and stop it (SRV-66).
 */
import { persona } from '../seed/personas';
import { BadCommandLine, readCommandLine, USAGE } from './arguments';
import { startHttpSimulator, StateFileRefused, type HttpSimulator } from './server';

function startMessage(simulator: HttpSimulator): string {
  const demo = persona('demo');
  const credentials = JSON.stringify({ email: demo.email, password: demo.password });
  return [
    `Simulador en ${simulator.url} (CORS para páginas de localhost, 127.0.0.1 y [::1])`,
    `Estado: ${simulator.stateFile} (${simulator.loadedState ? 'cargado' : 'nuevo, la demo sembrada'}; se guarda tras cada cambio)`,
    'Para entrar con curl:',
    `  curl -s -X POST ${simulator.url}/api/client/authenticate -H 'Content-Type: application/json' -d '${credentials}'`,
    '  y luego, con el token: -H "Authorization: Bearer <token>"',
    'Las sesiones no se guardan: tras reiniciarlo, entre de nuevo.',
    'Ctrl+C guarda el estado y lo detiene.',
  ].join('\n');
}

function stopOnSignals(simulator: HttpSimulator): void {
  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal}: guardando el estado en ${simulator.stateFile}`);
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('No se pudo guardar el estado:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The exit code, or null while the simulator serves until a signal stops it. */
async function main(): Promise<number | null> {
  let line;
  try {
    line = readCommandLine(process.argv.slice(2), process.env, process.cwd());
  } catch (error) {
    if (!(error instanceof BadCommandLine)) throw error;
    console.error(error.message);
    return 2;
  }
  if (line.help) {
    console.log(USAGE);
    return 0;
  }
  try {
    const simulator = await startHttpSimulator({
      port: line.port,
      host: line.host,
      stateFile: line.stateFile,
    });
    stopOnSignals(simulator);
    console.log(startMessage(simulator));
    return null;
  } catch (error) {
    if (error instanceof StateFileRefused) {
      console.error(`No se pudo cargar el estado de ${line.stateFile}: ${error.message}`);
      console.error('Muévalo o bórrelo para empezar con la demo sembrada, o elija otro con --state.');
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`El puerto ${line.port} está en uso: elija otro con --port.`);
      return 1;
    }
    throw error;
  }
}

const code = await main();
if (code !== null) process.exit(code);
