/**
 * A loading state's motion (a skeleton line's pulse, the page's spinner) starts after its first second
 * (loading-state.module.css): a wait shorter than that shows none, and a phone's first second of a screen is not
 * spent drawing it. Read from the browser's own animations, so a style that dropped the delay fails here.
 */
import { expect } from 'storybook/test';

export async function expectMotionAfterASecond(canvasElement: HTMLElement): Promise<void> {
  const animations = canvasElement.ownerDocument.getAnimations().filter((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return target != null && canvasElement.contains(target);
  });
  await expect(animations.length).toBeGreaterThan(0);
  for (const animation of animations) await expect(animation.effect?.getTiming().delay).toBe(1000);
}
