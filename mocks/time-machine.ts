/** The demo's time machine as a page exposes it, for browser tests (window.__simulator). */
export interface TimeMachine {
  /** Moves the simulated time forward by `ms`, for every tab. */
  advanceClock(ms: number): Promise<void>;
  /** The simulated time, in epoch milliseconds. */
  now(): Promise<number>;
}

export function exposeTimeMachine(machine: TimeMachine): void {
  (globalThis as { __simulator?: TimeMachine }).__simulator = machine;
}
