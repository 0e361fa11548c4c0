/** Shared pieces of the KYC stories (imported by *.stories.tsx only). */
import { delay, http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { getStatus, kyc } from '@/contract/auth';
import { errorBodyOf } from '@/contract/errors';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

export const kycAnswers = {
  ok: http.post(kyc.path, () =>
    HttpResponse.json({ message: 'Documentos recibidos con éxito. Su identidad ha sido verificada.' }),
  ),
  refused: http.post(kyc.path, () =>
    HttpResponse.json(errorBodyOf('El archivo de la selfie supera el tamaño máximo de 5 MB.'), {
      status: 422,
    }),
  ),
  pending: http.post(kyc.path, () => delay('infinite')),
};

export const statusAnswer = (status: 1 | 2 | 3) =>
  http.post(getStatus.path, () => HttpResponse.json({ data: { status, demo_status: 'active' } }));

const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });

/** Chooses the three files in the story's form. */
export async function chooseFiles(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The story router renders the story a moment after mounting.
  await userEvent.upload(
    await canvas.findByLabelText(/^Documento de identidad/, {}, { timeout: 15_000 }),
    png('frente.png'),
  );
  await userEvent.upload(canvas.getByLabelText(/^Comprobante de domicilio/), png('recibo.png'));
  await userEvent.upload(canvas.getByLabelText(/^Selfie/), png('selfie.png'));
}

export async function chooseAndSend(canvasElement: HTMLElement) {
  await chooseFiles(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar documentos' }));
}
