import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { LoadingSwap } from './states/loading-swap';

export interface SlicedMountProps {
  children: ReactNode;
  /** What shows until `children` mount. */
  fallback?: ReactNode;
  /** Mount only once the browser has painted the frame that shows `fallback`. */
  afterPaint?: boolean;
  /** Mount in this very render (the part has come into view): from then on the children stay mounted. */
  now?: boolean;
}

/**
 * Mounts `children` one commit later, in a transition. The router and the query cache hand their data to
 * React through useSyncExternalStore, so a screen that appears when its data arrives is rendered in one
 * synchronous task: the client area's first screen, at a phone's speed, blocked the page for most of a second.
 * A transition's render yields to the browser every few milliseconds instead; what shows, and when it is
 * committed, is the same.
 *
 * `afterPaint` waits for the next frame first: a secondary part (the dashboard's chart) then renders in a
 * task of its own once the screen is on view, and anything it lays out or measures costs a layout of its own
 * box only, not the first layout of the whole screen inside the screen's commit.
 *
 * `now` is for a part that is built late because it is out of view (a phone's closed drawer): once it is shown
 * it cannot wait for the next frame.
 */
export function SlicedMount({
  children,
  fallback = null,
  afterPaint = false,
  now = false,
}: SlicedMountProps) {
  const [mounted, setMounted] = useState(now);
  if (now && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted) return;
    const mount = () => startTransition(() => setMounted(true));
    if (!afterPaint) return mount();
    // Left when the part unmounts, or once it has mounted (this effect's cleanup runs after that commit).
    return waitForTurn(mount);
  }, [afterPaint, mounted]);
  if (fallback === null) return mounted ? children : null;
  return (
    <LoadingSwap loading={!mounted} placeholder={fallback}>
      {children}
    </LoadingSwap>
  );
}

/*
 * The parts waiting to mount after a paint take turns, in the order they asked: one is mounted once a frame has
 * painted, and the next waits until that one is committed and a frame has painted again. Mounted in the same
 * frame, the dashboard's charts and a phone's menu were one commit, and one layout, as long as the screen's own.
 */
const turns: Array<() => void> = [];
let holder: (() => void) | null = null;
/** The wait for the next painted frame, while one is asked for. */
interface FrameWait {
  frame: number;
  timer?: ReturnType<typeof setTimeout>;
}
let frameWait: FrameWait | null = null;

function waitForTurn(turn: () => void): () => void {
  turns.push(turn);
  nextTurn();
  return () => {
    const index = turns.indexOf(turn);
    if (index >= 0) turns.splice(index, 1);
    if (holder === turn) {
      holder = null;
      nextTurn();
    }
    // Nobody waits any more: the frame asked for is dropped, so a frame or a timer that never comes (a page put
    // away, timers a test replaced) cannot hold the turns of the parts mounted after.
    if (!holder && turns.length === 0) cancelFrameWait();
  };
}

function cancelFrameWait() {
  if (!frameWait) return;
  cancelAnimationFrame(frameWait.frame);
  clearTimeout(frameWait.timer);
  frameWait = null;
}

function nextTurn() {
  if (holder || frameWait || turns.length === 0) return;
  // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
  const wait: FrameWait = {
    frame: requestAnimationFrame(() => {
      wait.timer = setTimeout(() => {
        frameWait = null;
        const turn = turns.shift();
        if (!turn) return;
        holder = turn;
        turn();
      });
    }),
  };
  frameWait = wait;
}
