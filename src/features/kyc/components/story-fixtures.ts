/** Shared pieces of the KYC stories (imported by *.stories.tsx only). */
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { getStatus } from '@/contract/auth';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/**
 * A server that reviews the documents later: the status stays at 2 after a send. The simulator verifies at
 * once (KYC-05), so only a hand-written answer shows this state.
 */
export const statusInReview = http.post(getStatus.path, () =>
  HttpResponse.json({ data: { status: 2, demo_status: 'active' } }),
);

/** A PNG the simulator accepts (it reads the first bytes, SRV-55), `bytes` long. */
const png = (name: string, bytes = 64) => {
  const content = new Uint8Array(bytes).fill(7);
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], name, { type: 'image/png' });
};

/** A selfie over the 5 MB the server takes: it refuses the send with its message (ERR-02). */
export const oversizedSelfie = () => png('selfie.png', 5 * 1024 * 1024 + 1);

/**
 * Puts a file in a file input as the browser's file picker does: the input's own list holds it, so the
 * form's `required` check sees it (user-event's upload only shadows the `files` property).
 */
function choose(input: HTMLElement, file: File) {
  const picked = new DataTransfer();
  picked.items.add(file);
  (input as HTMLInputElement).files = picked.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Chooses the three files in the story's form. */
export async function chooseFiles(canvasElement: HTMLElement, selfie = png('selfie.png')) {
  const canvas = within(canvasElement);
  // The story router renders the story a moment after mounting.
  choose(await canvas.findByLabelText(/^Documento de identidad/, {}, { timeout: 15_000 }), png('frente.png'));
  choose(canvas.getByLabelText(/^Comprobante de domicilio/), png('recibo.png'));
  choose(canvas.getByLabelText(/^Selfie/), selfie);
}

export async function chooseAndSend(canvasElement: HTMLElement, selfie?: File) {
  await chooseFiles(canvasElement, selfie);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar documentos' }));
}
