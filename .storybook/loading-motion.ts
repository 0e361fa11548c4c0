/**
 * A loading state's motion (a skeleton line's pulse, the page's spinner) starts after its first second
 * (src/shared/ui/states/loading-motion.ts): until its element is marked moving there is no animation at all, then
 * there is one. Read from the browser's own animations, so a style that animated from the start fails here, as
 * does one that never moves.
 */
import { expect, waitFor } from 'storybook/test';

export async function expectMotionAfterASecond(canvasElement: HTMLElement): Promise<void> {
  const animations = () =>
    canvasElement.ownerDocument.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return target != null && canvasElement.contains(target);
    });
  // Still: an animation runs only inside an element marked moving.
  for (const animation of animations()) {
    const target = (animation.effect as KeyframeEffect).target!;
    await expect(target.closest('[data-moving]')).not.toBeNull();
  }
  // Then it moves, a second after it was shown.
  await waitFor(() => expect(animations().length).toBeGreaterThan(0), { timeout: 3000 });
  await expect(canvasElement.querySelector('[data-moving]')).not.toBeNull();
}
