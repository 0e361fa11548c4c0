import Dexie, { type Table } from 'dexie';
import type { SimulatorFault } from '@/contract/schemas/simulator';
import { SIMULATOR_SETTINGS_CHANNEL } from '@/contract/simulator';
import type { StoreDb } from './db';

/** The simulator panel's settings as kept: the latency chosen (null: the build's default) and the faults. */
export interface ToolSettingsRecord {
  latencia_ms: number | null;
  fallos: SimulatorFault[];
  /** The number the next fault's id takes. */
  siguiente: number;
}

export interface ToolSettings {
  read(): Promise<ToolSettingsRecord>;
  change(next: (current: ToolSettingsRecord) => ToolSettingsRecord): Promise<ToolSettingsRecord>;
}

const EMPTY: ToolSettingsRecord = { latencia_ms: null, fallos: [], siguiente: 1 };
const KEY = 'ajustes';

/**
 * The panel's settings, kept in a small database of their own beside the store (`<store>-herramientas`): a
 * developer's choices, not demo data, so resetting or importing the demo keeps them and exporting it leaves
 * them out. Each server reads them once and keeps them in memory (a call reads no extra transaction); a
 * change is written through and announced, and the other servers read them again.
 */
export function toolSettingsOf(store: StoreDb): ToolSettings {
  const db = new Dexie(`${store.name}-herramientas`, {
    ...(store.storeOptions.indexedDB ? { indexedDB: store.storeOptions.indexedDB } : {}),
    ...(store.storeOptions.IDBKeyRange ? { IDBKeyRange: store.storeOptions.IDBKeyRange } : {}),
  });
  db.version(1).stores({ ajustes: '' });
  const table = db.table('ajustes') as Table<ToolSettingsRecord, string>;
  let kept: Promise<ToolSettingsRecord> | undefined;
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(SIMULATOR_SETTINGS_CHANNEL) : null;
  // In Node an open channel would keep the process alive.
  (channel as { unref?: () => void } | null)?.unref?.();
  channel?.addEventListener('message', () => {
    kept = undefined;
  });
  const read = () => (kept ??= table.get(KEY).then((stored) => stored ?? EMPTY));
  return {
    read,
    async change(next) {
      const changed = await db.transaction('rw', table, async () => {
        const value = next((await table.get(KEY)) ?? EMPTY);
        await table.put(value, KEY);
        return value;
      });
      kept = Promise.resolve(changed);
      channel?.postMessage('cambio');
      return changed;
    },
  };
}
