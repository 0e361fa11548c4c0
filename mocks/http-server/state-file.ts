/**
 * The HTTP simulator's state between runs (SRV-66): one file in the format of 'Exportar estado', loaded on
 * start through the import call and written after changes through the export call, so the file is exactly
 * what the menu's 'Exportar estado' downloads and what 'Importar estado' takes, in either direction.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { simulatorExport, simulatorImport } from '@/contract/simulator';

/** Answers one of the simulator's calls. */
export type AnswerCall = (request: Request) => Promise<Response>;

/** How long after a change the state is written: the calls of one screen's load go out in one write. */
export const SAVE_DELAY_MS = 100;

/** The base of the server's own calls: the handlers answer an /api/ path on any host. */
const OWN_CALLS = 'http://simulador.local';

/** A state file the import call refused (damaged, foreign or newer), with the server's own message. */
export class StateFileRefused extends Error {}

export interface StateFileKeeper {
  /** Loads the file through the import call; false when there is no file yet. Throws StateFileRefused. */
  load(): Promise<boolean>;
  /** Notes a change: the state is written SAVE_DELAY_MS later. */
  changed(): void;
  /**
   * Writes the state now. Writes never overlap: one asked for while another runs is made once that one ends,
   * and every request for it meanwhile is served by it. A failed write after changed() goes to onWriteError.
   */
  save(): Promise<void>;
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : `respuesta ${response.status}`;
}

/** Writes `text` to `file` so that a reader finds the old file or the new one, never half of one. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

export function stateFileKeeper(
  file: string,
  answer: AnswerCall,
  onWriteError: (error: unknown) => void,
): StateFileKeeper {
  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const writeOnce = async () => {
    const response = await answer(new Request(`${OWN_CALLS}${simulatorExport.path}`));
    if (!response.ok) throw new Error(await messageOf(response));
    const { data } = (await response.json()) as { data: unknown };
    // As the menu's download writes it (src/features/simulator/api/simulator-state.ts).
    await writeAtomically(file, JSON.stringify(data));
  };

  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    // A write queued behind the running one has not read the state yet: it takes this change too.
    if (queued) return queued;
    const next = running.then(() => {
      queued = null;
      return writeOnce();
    });
    queued = next;
    running = next.catch(() => undefined);
    return next;
  };

  return {
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      const form = new FormData();
      form.set('archivo', new File([text], basename(file), { type: 'application/json' }));
      const response = await answer(
        new Request(`${OWN_CALLS}${simulatorImport.path}`, { method: 'POST', body: form }),
      );
      if (!response.ok) throw new StateFileRefused(await messageOf(response));
      return true;
    },
    changed() {
      timer ??= setTimeout(() => void save().catch(onWriteError), SAVE_DELAY_MS);
    },
    save,
  };
}
