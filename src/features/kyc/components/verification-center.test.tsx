import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusQuery } from '@/shared/api/session-queries';
import { resetSession, type RenderedApp } from '../../../../tests/render-app';
import { useSimulator } from '../../../../tests/simulator';
import {
  advance,
  openProfile,
  recordRequests,
  settle,
  tabNames,
  useFakeTimeouts,
  type PersonaKey,
} from '../../../../tests/screen-helpers';
import { pngFile } from '../../../../tests/upload-files';

const RECEIVED = 'Documentos recibidos con éxito. Su identidad ha sido verificada.';
const LABELS = ['Documento de identidad', 'Comprobante de domicilio', 'Selfie'] as const;
const png = (name = 'foto.png', size = 64) => pngFile(name, size);
const fileInput = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input[type="file"]' }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Enviar documentos' });
/**
 * Sends the form. The test DOM's constraint validation cannot see files that user-event puts on a file input
 * (it reads its own internal list), so a complete form is submitted directly; KYC-02 checks the browser's
 * `required` on its own.
 */
const send = () => fireEvent.submit(screen.getByRole('form', { name: 'Centro de verificación' }));
const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menú principal' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

async function openVerification(key: PersonaKey): Promise<RenderedApp> {
  const app = await openProfile(key);
  await app.user.click(screen.getByRole('tab', { name: 'Centro de verificación' }));
  await screen.findByRole('form', { name: 'Centro de verificación' });
  return app;
}

/** Chooses the files (fireEvent: user-event would drop a file the accept attribute does not list). */
function chooseAll(files = [png('frente.png'), png('recibo.png'), png('selfie.png')]) {
  for (const [i, label] of LABELS.entries())
    fireEvent.change(fileInput(label), { target: { files: [files[i]!] } });
}

/** Records the multipart fields of every KYC request (name -> file name and size). */
function recordKycForms(sim: ReturnType<typeof useSimulator>) {
  const forms: Promise<Record<string, { name: string; size: number; type: string }>>[] = [];
  sim.server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/api/client/kyc')) return;
    forms.push(
      request
        .clone()
        .formData()
        .then((form) => {
          const out: Record<string, { name: string; size: number; type: string }> = {};
          form.forEach((value, key) => {
            const file = value as File;
            out[key] = { name: file.name, size: file.size, type: file.type };
          });
          return out;
        }),
    );
  });
  return { all: () => Promise.all(forms) };
}

describe("'Centro de verificación' (KYC)", () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('PROF-03 explains what KYC is and why it is needed, above the upload form', async () => {
    await openVerification('nuevo');
    const what = screen.getByRole('heading', { name: '¿Qué es KYC?' });
    const why = screen.getByRole('heading', { name: '¿Por qué lo necesitamos?' });
    expect(screen.getByText(/KYC \(del inglés «Know Your Customer»/)).toBeInTheDocument();
    expect(screen.getByText(/nos permite cumplir la normativa/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Centro de verificación' });
    // Both headings come before the form in the document.
    expect(what.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(why.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('KYC-01 has three labelled file inputs: file_id_front, file_id_reverse and file_selfie', async () => {
    await openVerification('nuevo');
    expect(fileInput('Documento de identidad')).toHaveAttribute('name', 'file_id_front');
    expect(fileInput('Comprobante de domicilio')).toHaveAttribute('name', 'file_id_reverse');
    expect(fileInput('Selfie')).toHaveAttribute('name', 'file_selfie');
    for (const label of LABELS) {
      expect(fileInput(label)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
      expect(fileInput(label)).toHaveAccessibleDescription();
    }
  });

  it('KYC-02 all three files are required: the browser blocks an empty one', async () => {
    const app = await openVerification('nuevo');
    const requests = recordRequests(sim.server);
    for (const label of LABELS) expect(fileInput(label)).toBeRequired();
    await app.user.upload(fileInput('Documento de identidad'), png());
    await app.user.click(sendButton());
    expect(fileInput('Selfie').validity.valueMissing).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);
  });

  it('KYC-03 nothing is sent and no message shows unless all three values are non-empty', async () => {
    const app = await openVerification('nuevo');
    const requests = recordRequests(sim.server);
    const form = screen.getByRole('form', { name: 'Centro de verificación' });
    fireEvent.submit(form); // past the browser's check
    await app.user.upload(fileInput('Documento de identidad'), png());
    await app.user.upload(fileInput('Comprobante de domicilio'), png());
    fireEvent.submit(form);
    // A file whose name is blank after trimming counts as empty.
    await app.user.upload(fileInput('Selfie'), png('   '));
    fireEvent.submit(form);
    await new Promise((r) => setTimeout(r, 100));
    expect(requests.count()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('KYC-04 KYC-05 API-12 posts the three files as multipart to /api/client/kyc; the message shows with Aceptar', async () => {
    await openVerification('nuevo');
    const requests = recordRequests(sim.server);
    const forms = recordKycForms(sim);
    chooseAll();
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Centro de verificación' });
    expect(within(dialog).getByText(RECEIVED)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();

    const kyc = (await requests.all()).filter((r) => r.path === '/api/client/kyc');
    expect(kyc).toHaveLength(1);
    expect(kyc[0]!.method).toBe('POST');
    expect(await forms.all()).toEqual([
      {
        file_id_front: { name: 'frente.png', size: 64, type: 'image/png' },
        file_id_reverse: { name: 'recibo.png', size: 64, type: 'image/png' },
        file_selfie: { name: 'selfie.png', size: 64, type: 'image/png' },
      },
    ]);
    // The real handler stored the three files.
    const stored = await (await sim.store()).kyc.toArray();
    expect(stored.at(-1)?.files.map((f) => f.field)).toEqual([
      'file_id_front',
      'file_id_reverse',
      'file_selfie',
    ]);
  });

  it('KYC-06 the file fields are still filled at 5,999 ms after a successful send and reset at 6,000 ms', async () => {
    await openVerification('nuevo');
    useFakeTimeouts();
    chooseAll();
    send();
    await settle(() => expect(screen.getByText(RECEIVED)).toBeInTheDocument());
    await advance(5999);
    for (const label of LABELS) expect(fileInput(label).files).toHaveLength(1);
    await advance(1);
    for (const label of LABELS) expect(fileInput(label).files).toHaveLength(0);
  });

  it("ERR-02 KYC-05 a refused file shows the server's data.message with Aceptar; Aceptar only closes", async () => {
    const app = await openVerification('nuevo');
    const text = new File(['hola'], 'notas.txt', { type: 'text/plain' });
    chooseAll([text, png(), png()]);
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Centro de verificación' });
    expect(
      within(dialog).getByText(
        'El archivo del documento de identidad debe ser una imagen JPG, PNG o WEBP, o un PDF.',
      ),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No second view, the status stays, and the files stay chosen for another try.
    expect(app.queryClient.getQueryData(statusQuery().queryKey)?.data.status).toBe(1);
    expect(fileInput('Selfie').files).toHaveLength(1);
  });

  it('ERR-02 a file over 5 MB is refused with the server message', async () => {
    await openVerification('verificando');
    chooseAll([png(), png(), png('grande.png', 5 * 1024 * 1024 + 1)]);
    send();
    expect(
      await screen.findByText('El archivo de la selfie supera el tamaño máximo de 5 MB.'),
    ).toBeInTheDocument();
  });

  it.each([['nuevo'], ['verificando']] as const)(
    "KYC-07 KYC-08 KYC-09 (%s) 'Aceptar' switches to a second view, refreshes the status and the bars grow to the status-3 menu",
    async (key) => {
      const app = await openVerification(key);
      expect(sidebarLinks()).toEqual(['Depósito', 'Mi cuenta']);
      chooseAll();
      send();
      const dialog = await screen.findByRole('dialog', { name: 'Centro de verificación' });
      await within(dialog).findByText(RECEIVED);
      // Sending alone changes nothing on screen until 'Aceptar'.
      expect(sidebarLinks()).toEqual(['Depósito', 'Mi cuenta']);
      const requests = recordRequests(sim.server);
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

      const second = await screen.findByRole('dialog', { name: '¡Identidad verificada!' });
      expect(
        within(second).getByText(/Ya tiene acceso a todas las secciones de la plataforma/),
      ).toBeInTheDocument();
      expect(await requests.paths()).toEqual(
        expect.arrayContaining(['/api/client/getstatus', '/api/client/profile']),
      );
      await waitFor(() =>
        expect(sidebarLinks()).toEqual([
          'Inicio',
          'Proyectos',
          'Mis inversiones',
          'Mis ofertas',
          'Depósito',
          'Retiro',
          'Tarjetas',
          'Mi cuenta',
        ]),
      );
      expect(app.queryClient.getQueryData(statusQuery().queryKey)?.data.status).toBe(3);

      // 'Continuar' ends the flow: back on 'Editar perfil', and the verification tab is gone (PROF-02).
      await app.user.click(within(second).getByRole('button', { name: 'Continuar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(tabNames('Secciones de Mi cuenta')).toEqual(['Editar perfil', 'Cuentas bancarias']);
      expect(screen.getByRole('tab', { name: 'Editar perfil' })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('KYC-07 the second view says the documents are in review when the refreshed status is not 3', async () => {
    const app = await openVerification('verificando');
    chooseAll();
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Centro de verificación' });
    await within(dialog).findByText(RECEIVED);
    // A server that reviews later: the status stays at 2.
    sim.server.use(
      http.post('*/api/client/getstatus', () =>
        HttpResponse.json({ data: { status: 2, demo_status: 'active' } }),
      ),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const second = await screen.findByRole('dialog', { name: 'Documentos en revisión' });
    expect(
      within(second).getByText(/Le avisaremos cuando su identidad haya sido verificada/),
    ).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['Depósito', 'Mi cuenta']);
  });
});
