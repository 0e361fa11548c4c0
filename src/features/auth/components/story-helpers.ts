/**
 * Shared pieces of the access screens' stories (imported by *.stories.tsx only): the phone's width, a fixed
 * error answer for the one state the simulator does not give, and the rendered screen's canvas.
 */
import { HttpResponse } from 'msw';
import { within } from 'storybook/test';
import { errorBodyOf } from '@/contract/errors';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** The documented error body (SRV-02) with its status, as a handler override answers. */
export const jsonError = (message: string, status: number) =>
  HttpResponse.json(errorBodyOf(message), { status });

/** The story's canvas once the screen has rendered (the story router renders it a moment after mounting). */
export async function screenOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return canvas;
}
