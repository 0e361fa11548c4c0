/**
 * What a story's play function awaits last when it ends on a dialog: Storybook's axe runs as soon as the play
 * function returns, and a Mantine modal fades in (opacity 0 to 1), so axe would read it transparent (its
 * colours skipped) or half so. As the end-to-end suite did, this waits until every open dialog and its
 * ancestors are fully opaque and every finite animation (a tab's, a popover's) has ended.
 */
import { expect, waitFor } from 'storybook/test';

export async function dialogsSettled(canvasElement: HTMLElement): Promise<void> {
  const doc = canvasElement.ownerDocument;
  const view = doc.defaultView ?? window;
  await waitFor(
    async () => {
      for (const dialog of doc.querySelectorAll('[role="dialog"]'))
        for (let e: Element | null = dialog; e; e = e.parentElement)
          await expect(view.getComputedStyle(e).opacity).toBe('1');
    },
    { timeout: 5_000 },
  );
  await Promise.race([
    Promise.all(
      doc
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
}
