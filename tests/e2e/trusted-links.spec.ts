import { expect, test, type Page } from './fixtures';
import { api, openFromMenu, signIn } from './support';

/**
 * What the invest modal links to and plays, in Chromium against the built site.
 *
 * INVEST-25: an issuer's project whose image is a javascript: URL, whose documents are a data: URL and an
 * http one, and whose video is a page on a foreign host. The invest modal links none of them as such, frames
 * nothing, shows the video as a plain link naming its host, and the page asks nothing of those hosts. Which
 * addresses are followed is proved in full by the module's unit tests (src/shared/trusted-url.test.ts) and the
 * modal's screen test; this proves it in a real browser, with the project as the simulator's IndexedDB holds it.
 *
 * INVEST-04, INVEST-05: the seed's own documents are PDFs the site serves (tests/unit/demo-documents.test.ts
 * checks every path the seed writes; sub-path.spec.ts the same link under /demo/). INVEST-17: the video opened
 * from a scrolled modal shows in view, with its close button, on a phone and on a desktop.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

interface ListedProject {
  id: number;
  name: string;
  file: string | null;
  pdf_oferente: string | null;
  brouchure: string | null;
  video: string | null;
}

/** The first page of the primary market, as the demo investor's client reads it. */
async function firstPage(page: Page): Promise<ListedProject[]> {
  return (await api<{ data: ListedProject[] }>(page, '/api/client/projects', { page: 1 })).body.data;
}

/**
 * Opens a project's invest modal from the primary market, at any width: its name in the list of rows or the
 * table, or its card's 'Invertir' on a phone.
 */
async function openInvestModal(page: Page, name: string) {
  await page.goto('cliente/projectos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const card = page.getByRole('article', { name }).getByRole('button', { name: 'Invertir' });
  const row = page.getByRole('button', { name, exact: true }).filter({ visible: true });
  await card.or(row).first().click();
  const dialog = page.getByRole('dialog', { name: /^Detalle de la inversión de / });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A document the site serves: 200, as a PDF. */
async function expectPdf(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1'), url).toBe('%PDF-');
}

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

test("INVEST-04 INVEST-05 a seeded project's 'Datos de oferta', 'Catálogo' and contract are PDFs the site serves", async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  const project = (await firstPage(page)).find(
    (p) => p.pdf_oferente?.endsWith('.pdf') && p.brouchure?.endsWith('.pdf'),
  )!;
  expect(project, 'a project of the first page with both documents').toBeDefined();
  const dialog = await openInvestModal(page, project.name);
  const offer = dialog.getByRole('region', { name: 'Datos de la oferta' });
  for (const [name, path] of [
    ['Datos de oferta', project.pdf_oferente!],
    ['Catálogo', project.brouchure!],
  ] as const) {
    const link = offer.getByRole('link', { name });
    // A relative path of the seed, resolved against the site's base.
    await expect(link).toHaveAttribute('href', new URL(path, baseURL).href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expectPdf(page, (await link.getAttribute('href'))!);
  }
  // The contract's file is sent with every project, though the modal does not link it.
  await expectPdf(page, new URL(project.file!, baseURL).href);
});

test("INVEST-17 the video opened from a scrolled invest modal shows in view, 'Cerrar video' focused, on a phone and on a desktop", async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  const project = (await firstPage(page)).find((p) => p.video?.startsWith('https://www.youtube.com/'))!;
  expect(project, 'a project of the first page with a video').toBeDefined();
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(viewport);
    const dialog = await openInvestModal(page, project.name);
    const open = dialog.getByRole('button', { name: 'Ver video' });
    await expect(open).toBeVisible();
    // The modal's content is what scrolls: down to its end, as far from its header as it goes.
    const scrolled = await dialog.evaluate((content) => {
      content.scrollTop = content.scrollHeight;
      return content.scrollTop;
    });
    if (viewport.width === 375) expect(scrolled, 'the modal scrolls on a phone').toBeGreaterThan(100);
    await open.click();

    const close = dialog.getByRole('button', { name: 'Cerrar video' });
    await expect(close).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByTitle(`Video de ${project.name}`)).toBeInViewport({ ratio: 1 });
    await expect(close).toBeFocused();
    // Nothing covers it (the modal's header neither): the click lands on it.
    await close.click();
    await expect(dialog.getByTitle(`Video de ${project.name}`)).toHaveCount(0);
    await expect(open).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});
