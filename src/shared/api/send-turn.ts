/**
 * Calls leave one per task. A screen's queries start their calls inside the commit that mounts them, and once
 * the simulator is ready every call that waited for it goes on at once: sending a call (its `fetch`, its time
 * limit) is 1-2 ms of a phone's CPU, and a dashboard's ten of them made those tasks the longest of its load.
 * Each call now waits for a turn of its own, in the order asked, and is sent in a task of its own.
 *
 * The turns are messages on a channel, not timers: a test that replaces the timers still gets its answers,
 * and a page's timers are not held back behind them.
 */
const waiting: Array<() => void> = [];
let channel: MessageChannel | null = null;

function openChannel(): MessageChannel {
  const opened = new MessageChannel();
  opened.port1.onmessage = nextTurn;
  // In Node (the tests' server) an open port would keep the process alive.
  (opened.port1 as { unref?: () => void }).unref?.();
  return opened;
}

function askForTurn(): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(nextTurn, 0);
    return;
  }
  channel ??= openChannel();
  channel.port2.postMessage(null);
}

function nextTurn(): void {
  const next = waiting.shift();
  if (waiting.length > 0) askForTurn();
  next?.();
}

/** Resolves in a task of its own, after every turn asked for before it. */
export function sendTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) askForTurn();
  });
}
