import { expect, test, type Page } from './fixtures';
import { api, openFromMenu, signIn } from './support';

/**
 * INVEST-25 in Chromium against the built site: an issuer's project whose image is a javascript: URL, whose
 * documents are a data: URL and an http one, and whose video is a page on a foreign host. The invest modal
 * links none of them as such, frames nothing, shows the video as a plain link naming its host, and the page
 * asks nothing of those hosts. Which addresses are followed is proved in full by the module's unit tests
 * (src/shared/trusted-url.test.ts) and the modal's screen test; this proves it in a real browser, with the
 * project as the simulator's IndexedDB holds it.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

const HOSTILE = {
  imagen: 'javascript:alert(document.domain)',
  pdf_oferente: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  brouchure: 'http://insecure.test/b.pdf',
  video: 'https://evil.test/frame',
};

/** Writes the issuer's fields into a project's row of the simulator's IndexedDB, as a real API would send them. */
function storeProjectFields(page: Page, id: number, fields: Record<string, string>): Promise<void> {
  return page.evaluate(
    ({ id, fields }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('plataforma-simulador');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('projects', 'readwrite');
          const store = tx.objectStore('projects');
          const read = store.get(id);
          read.onsuccess = () => store.put({ ...(read.result as object), ...fields });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { id, fields },
  );
}

test("INVEST-25 an issuer's javascript:, data: and http links and a foreign video are neither linked, framed nor fetched", async ({
  page,
  context,
}) => {
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));

  await signIn(page, DEMO.email, DEMO.password);
  const listed = await api<{ data: { id: number; name: string }[] }>(page, '/api/client/projects', {
    page: 1,
  });
  const project = listed.body.data[0]!;
  await storeProjectFields(page, project.id, HOSTILE);
  const served = await api<{ data: { id: number }[] }>(page, '/api/client/projects', { page: 1 });
  expect(served.body.data.find((p) => p.id === project.id)).toMatchObject(HOSTILE);

  await openFromMenu(page, 'Proyectos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('table', { name: 'Proyectos del mercado primario' })
    .getByRole('button', { name: project.name, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Detalle de la inversión de / });
  await expect(dialog).toBeVisible();
  const offer = dialog.getByRole('region', { name: 'Datos de la oferta' });
  await expect(offer.getByText('Días remanentes')).toBeVisible();

  // The video: a plain link to its host, in a new tab, never the overlay.
  const videoLink = offer.getByRole('link', { name: 'Ver el video en evil.test (se abre en otra pestaña)' });
  await expect(videoLink).toBeVisible();
  await expect(videoLink).toHaveAttribute('href', 'https://evil.test/frame');
  await expect(videoLink).toHaveAttribute('target', '_blank');
  await expect(videoLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(dialog.getByRole('button', { name: 'Ver video' })).toHaveCount(0);

  // The image and the documents: no link at all.
  for (const name of ['Ver imagen', 'Datos de oferta', 'Catálogo'])
    await expect(dialog.getByRole('link', { name }), name).toHaveCount(0);

  // Nothing on the page frames, loads or links a refused address.
  expect(await page.locator('iframe, video, object, embed').count()).toBe(0);
  const addresses = await page.evaluate(() =>
    [...document.querySelectorAll('[href], [src]')].map(
      (e) => e.getAttribute('href') ?? e.getAttribute('src') ?? '',
    ),
  );
  expect(addresses.filter((a) => /javascript:|data:text|insecure\.test|evil\.test/i.test(a))).toEqual([
    'https://evil.test/frame',
  ]);

  // Let the modal's lazy parts and the listing's images settle, then: no request went to those hosts.
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /^(data|javascript):|\/\/(evil|insecure)\.test\b/i.test(url))).toEqual([]);
});
