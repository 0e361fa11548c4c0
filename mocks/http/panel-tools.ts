import { toolSettingsOf, type ToolSettings } from '../store/tool-settings';
import { createCallLog, type CallLog } from './call-log';
import type { ServerContext } from './server-context';

/** What the simulator panel reads and changes in a server: its settings and its log of calls. */
export interface PanelTools {
  settings: ToolSettings;
  log: CallLog;
}

const byContext = new WeakMap<ServerContext, Promise<PanelTools>>();

/** The panel's tools of the server `ctx` answers for: made once, beside its store. */
export function panelToolsOf(ctx: ServerContext): Promise<PanelTools> {
  let tools = byContext.get(ctx);
  if (!tools) {
    tools = ctx.store().then((db) => ({ settings: toolSettingsOf(db), log: createCallLog() }));
    byContext.set(ctx, tools);
  }
  return tools;
}
