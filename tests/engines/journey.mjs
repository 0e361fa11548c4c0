/**
 * The prospect's short journey, written once for every engine: sign in with the first 'Probar la demo'
 * persona, invest in a project of the primary market, reload, and find the investment again. It speaks only
 * to the small Driver interface below, which tests/engines/puppeteer.mjs (puppeteer-core: Firefox over WebDriver BiDi, Chromium over CDP)
 * and tests/engines/webkit.mjs (classic W3C WebDriver over HTTP) implement, so both engines take the same
 * steps.
 *
 * Elements are found by role and accessible name by a small script run in the page (findInPage), because the
 * two protocols share no locator richer than CSS and XPath; clicks and typing are the engine's own input
 * (WebDriver's Element Click and Element Send Keys, puppeteer's click and type), as a person's would be.
 * Every wait polls the page until a deadline; there is no fixed sleep.
 */

/**
 * What the journey needs of an engine. `ElementRef` is whatever the driver uses for an element (a puppeteer
 * ElementHandle, a WebDriver element reference).
 *
 * @typedef {object} Driver
 * @property {string} engine 'firefox' or 'webkit'.
 * @property {string} version The browser's name and version, for the report.
 * @property {(url: string) => Promise<void>} goto Navigates and waits for the load event.
 * @property {() => Promise<void>} reload Reloads the page as the browser's reload button does (not a hard
 *   reload, which would bypass the service worker).
 * @property {() => Promise<string>} url The page's current URL.
 * @property {(fn: (...args: any[]) => any, ...args: any[]) => Promise<any>} evaluate Runs a self-contained
 *   function in the page with JSON arguments and returns its JSON result.
 * @property {(fn: (...args: any[]) => any, ...args: any[]) => Promise<unknown>} element Runs a self-contained
 *   function in the page and returns the element it returns as an ElementRef, or null.
 * @property {(element: unknown) => Promise<void>} click The engine's own click in the element's centre.
 * @property {(element: unknown, text: string) => Promise<void>} type Focuses the element and types the text
 *   with the engine's own key events.
 * @property {(path: string) => Promise<void>} screenshot Saves a PNG of the viewport.
 * @property {() => Promise<void>} quit Closes the browser and stops every process the driver started.
 */

/**
 * The roles findInPage knows ('field' is any input, textarea or select, found by its label).
 *
 * @typedef {'button' | 'link' | 'heading' | 'dialog' | 'region' | 'navigation' | 'field' | 'table'
 *   | 'row' | 'tab'} Role
 */

/**
 * One step of a locator chain: an element of `role` (by tag or ARIA role) whose accessible name is `name`
 * (exactly, or as a prefix or part), looked for inside the element the previous step found.
 *
 * @typedef {object} Query
 * @property {Role} role
 * @property {string} [name]
 * @property {'exact' | 'prefix' | 'contains'} [match] How `name` is compared ('exact' by default).
 * @property {number} [level] A heading's level.
 * @property {string[]} [hasText] Texts the element's visible text must all contain.
 * @property {string} [value] A field's current value.
 */

/** A failure of the journey, with the step it happened in (the runner prints both). */
export class JourneyError extends Error {
  /**
   * @param {string} step
   * @param {unknown} cause
   */
  constructor(step, cause) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'JourneyError';
    this.step = step;
  }
}

/**
 * Finds the first visible element that the chain of queries describes, or null. Runs in the page, so it is
 * self-contained: both drivers send its source. The accessible name is computed the simple way the app's
 * markup needs (aria-labelledby, aria-label, a field's label, a table's caption, else the visible text).
 * In mode 'clickable' the element must also be enabled and, once scrolled into view, be what a click at its
 * centre would hit: a modal still closing over it, or an overlay, makes it not clickable yet. In mode 'text'
 * the element's visible text is returned instead of the element.
 *
 * @param {Query[]} chain
 * @param {'visible' | 'clickable' | 'text'} mode
 * @returns {Element | string | null}
 */
export function findInPage(chain, mode) {
  const norm = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (el) => norm(el instanceof HTMLElement ? el.innerText : el.textContent);
  const selectors = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    navigation: 'nav, [role="navigation"]',
    field: 'input:not([type="hidden"]), textarea, select',
    table: 'table, [role="table"]',
    row: 'tbody tr, [role="row"]',
    tab: '[role="tab"]',
  };
  const named = ['SECTION', 'NAV', 'DIALOG', 'INPUT', 'TEXTAREA', 'SELECT', 'TABLE'];
  const nameOf = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      const text = ids
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter((label) => label !== null)
        .map((label) => norm(label.textContent))
        .join(' ');
      if (text) return norm(text);
    }
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    if (el.labels && el.labels.length > 0) return norm([...el.labels].map((l) => l.textContent).join(' '));
    if (el instanceof HTMLTableElement && el.caption) return norm(el.caption.textContent);
    if (named.includes(el.tagName) || /dialog|region|navigation/.test(el.getAttribute('role') ?? ''))
      return '';
    return textOf(el);
  };
  const levelOf = (el) => Number(el.getAttribute('aria-level') ?? el.tagName.replace(/^H/, ''));
  const visible = (el) => {
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ visibilityProperty: true })) {
      return false;
    }
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const matches = (el, query) => {
    if (query.level !== undefined && levelOf(el) !== query.level) return false;
    if (query.value !== undefined && el.value !== query.value) return false;
    if (query.hasText && !query.hasText.every((text) => textOf(el).includes(text))) return false;
    if (query.name === undefined) return true;
    const name = nameOf(el);
    if (query.match === 'prefix') return name.startsWith(query.name);
    if (query.match === 'contains') return name.includes(query.name);
    return name === query.name;
  };

  let scopes = [document];
  for (const query of chain) {
    const found = [];
    for (const scope of scopes) {
      for (const el of scope.querySelectorAll(selectors[query.role])) {
        if (visible(el) && matches(el, query)) found.push(el);
      }
    }
    if (found.length === 0) return null;
    scopes = found;
  }
  const el = scopes[0];
  if (mode === 'text') return el.innerText;
  if (mode !== 'clickable') return el;
  if (el.disabled || el.getAttribute('aria-disabled') === 'true' || el.closest('[inert]')) return null;
  el.scrollIntoView({ block: 'center', inline: 'nearest' });
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (hit === el || el.contains(hit)) ? el : null;
}

/**
 * The name of the first project of the primary market's table with at least `minimum` available, read from
 * its 'Disponibilidad' column ('USDT 12,345.67'). Runs in the page; null until the table has rows.
 *
 * @param {number} minimum
 * @returns {string | null}
 */
export function projectWithRoom(minimum) {
  const table = [...document.querySelectorAll('table')].find(
    (t) => t.caption && t.caption.textContent.trim() === 'Proyectos del mercado primario',
  );
  if (!table) return null;
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
  const column = headers.findIndex((h) => h.startsWith('Disponibilidad'));
  const nameColumn = headers.findIndex((h) => h.startsWith('Descripción'));
  if (column < 0 || nameColumn < 0) return null;
  for (const row of table.querySelectorAll('tbody tr')) {
    const cells = row.querySelectorAll('td');
    const available = Number((cells[column]?.textContent ?? '').replace(/[^\d.]/g, ''));
    const name = cells[nameColumn]?.querySelector('button')?.textContent.trim();
    if (name && available >= minimum) return name;
  }
  return null;
}

/** How often a wait looks at the page again. */
const POLL_MS = 100;
/** A step's deadline, unless it says otherwise. */
const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * The first sign-in seeds the store and loads the client's whole state before the dashboard: on a busy 2-core
 * machine the Playwright suite has seen that take over 20 s (tests/e2e/demo-entry.spec.ts).
 */
const SIGN_IN_TIMEOUT_MS = 60_000;

/** An amount no seeded investment has, so its row in 'Mis inversiones' is the one this journey made. */
const AMOUNT = '123.45';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A click the engine refused before it happened, to be tried again: WebDriver's 'element click intercepted',
 * 'stale element reference', 'element not interactable', BiDi's 'no such node', puppeteer's detached or not
 * clickable node. Any other error may come after the click took effect (a second click could act twice), so
 * it ends the step.
 */
const CLICK_NOT_DONE = new RegExp(
  [
    'intercepted',
    'stale element',
    'not interactable',
    'detached',
    'not clickable',
    'not visible',
    'no such (element|node)',
    'out of bounds',
  ].join('|'),
  'i',
);

/** Thrown inside a wait to end it at once with `cause`, instead of looking again. */
class StopWaiting extends Error {
  /** @param {unknown} cause */
  constructor(cause) {
    super('stop waiting', { cause });
  }
}

/**
 * Runs the journey. `log` receives one line per step as it passes, with its time; a failure is thrown as a
 * JourneyError naming its step.
 *
 * @param {Driver} driver
 * @param {string} baseURL The site's root, ending in '/'.
 * @param {(line: string) => void} [log]
 * @returns {Promise<{ project: string }>}
 */
export async function journey(driver, baseURL, log = () => {}) {
  /**
   * Polls `probe` until it returns something truthy, and returns that. An error thrown by a probe (the page
   * navigating away under it, a stale element) counts as 'not yet'; the last one is told on timeout.
   *
   * @template T
   * @param {string} what
   * @param {() => Promise<T>} probe
   * @param {number} [timeoutMs]
   * @returns {Promise<NonNullable<T>>}
   */
  async function until(what, probe, timeoutMs = DEFAULT_TIMEOUT_MS) {
    const deadline = Date.now() + timeoutMs;
    let lastError;
    for (;;) {
      try {
        const value = await probe();
        if (value) return value;
      } catch (error) {
        if (error instanceof StopWaiting) throw error.cause;
        lastError = error;
      }
      if (Date.now() > deadline) {
        const detail = lastError ? ` (last error: ${lastError.message ?? lastError})` : '';
        throw new Error(`waited ${timeoutMs / 1000} s for ${what}${detail}`);
      }
      await wait(POLL_MS);
    }
  }

  /** @param {Query[]} chain */
  const describe = (chain) =>
    chain.map((q) => `${q.role} '${q.name ?? q.hasText?.join("' + '") ?? ''}'`).join(' > ');

  /** @param {Query[]} chain @param {number} [timeoutMs] */
  const visible = (chain, timeoutMs) =>
    until(`${describe(chain)} to show`, () => driver.element(findInPage, chain, 'visible'), timeoutMs);

  /**
   * Clicks the element once it is clickable. A click the engine refuses (intercepted by an element over it,
   * or the element replaced by a re-render between finding and clicking) is tried again until the deadline.
   *
   * @param {Query[]} chain
   */
  const click = (chain, timeoutMs = DEFAULT_TIMEOUT_MS) =>
    until(
      `${describe(chain)} to be clickable and take the click`,
      async () => {
        const el = await driver.element(findInPage, chain, 'clickable');
        if (!el) return false;
        try {
          await driver.click(el);
        } catch (error) {
          throw CLICK_NOT_DONE.test(String(error?.message)) ? error : new StopWaiting(error);
        }
        return true;
      },
      timeoutMs,
    );

  /** @param {string} path */
  const onPath = async (path, timeoutMs) =>
    until(
      `the URL's path to be ${path}`,
      async () => new URL(await driver.url()).pathname === path,
      timeoutMs,
    );

  const base = new URL(baseURL).pathname.replace(/\/?$/, '/');
  let current = '';
  /**
   * @template T
   * @param {string} name
   * @param {() => Promise<T>} body
   */
  async function step(name, body) {
    current = name;
    const started = Date.now();
    try {
      const result = await body();
      log(`${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return result;
    } catch (error) {
      throw new JourneyError(current, error);
    }
  }

  const menu = { role: 'navigation', name: 'Menú principal' };

  await step('1. open the site: the root leads to the login', async () => {
    await driver.goto(baseURL);
    await onPath(`${base}portal`);
    await visible([{ role: 'region', name: 'Probar la demo' }]);
  });

  await step("1. 'Probar la demo': the first persona signs in and lands on 'Inicio'", async () => {
    await click([
      { role: 'region', name: 'Probar la demo' },
      { role: 'button', name: 'Valentina Ríos ', match: 'prefix' },
    ]);
    await onPath(`${base}cliente/dashboard`, SIGN_IN_TIMEOUT_MS);
    await visible([{ role: 'heading', level: 1, name: 'Inicio' }], SIGN_IN_TIMEOUT_MS);
  });

  const project = await step("2. 'Proyectos' > 'Continuar': the primary market's projects", async () => {
    await click([menu, { role: 'link', name: 'Proyectos' }]);
    await visible([{ role: 'heading', level: 1, name: 'Proyectos' }]);
    await click([{ role: 'button', name: 'Continuar' }]);
    await visible([{ role: 'heading', level: 2, name: 'Mercado primario' }]);
    return until('a primary project with room for the amount', () => driver.evaluate(projectWithRoom, 1000));
  });

  const dialog = { role: 'dialog', name: `Detalle de la inversión de ${project} `, match: 'prefix' };
  await step(`2. invest ${AMOUNT} in '${project}'`, async () => {
    await click([
      { role: 'table', name: 'Proyectos del mercado primario' },
      { role: 'button', name: project },
    ]);
    await visible([dialog]);
    // A narrow window shows the modal's sections as tabs: the amount is under 'Saldo en la cuenta'.
    const field = [dialog, { role: 'field', name: 'Monto a invertir', match: 'prefix' }];
    const amount = await until('the amount field (or its tab)', async () => {
      const found = await driver.element(findInPage, field, 'visible');
      if (found) return found;
      const tab = await driver.element(
        findInPage,
        [dialog, { role: 'tab', name: 'Saldo en la cuenta' }],
        'clickable',
      );
      if (tab) await driver.click(tab);
      return null;
    });
    await driver.type(amount, AMOUNT);
    await visible(
      [dialog, { role: 'field', name: 'Monto a invertir', match: 'prefix', value: AMOUNT }],
      5_000,
    );
    await click([dialog, { role: 'button', name: 'Invertir' }]);

    const result = [{ role: 'dialog', name: 'Resultado de la operación' }];
    const text = await until("the result's message", () => driver.evaluate(findInPage, result, 'text'));
    if (!text.includes('Inversión realizada con éxito')) throw new Error(`the result says: ${text.trim()}`);
    await click([...result, { role: 'button', name: 'Aceptar' }]);
    await until('the result to close', async () => !(await driver.element(findInPage, result, 'visible')));
  });

  const row = [
    { role: 'table', name: 'Inversiones activas' },
    { role: 'row', hasText: [project, AMOUNT] },
  ];
  await step("3. 'Mis inversiones' > 'Continuar': the new investment is listed", async () => {
    await click([menu, { role: 'link', name: 'Mis inversiones' }]);
    await visible([{ role: 'heading', level: 1, name: 'Mis inversiones' }]);
    await click([{ role: 'button', name: 'Continuar' }]);
    await visible(row);
  });

  await step('3. reload: the investment is still listed, answered by the service worker', async () => {
    const before = await driver.url();
    await driver.reload();
    await until(`the URL to stay ${before}`, async () => (await driver.url()) === before);
    await visible(row);
    await until(
      "the page to be answered by the simulator's service worker (window.__simulator.answeredBy)",
      () => driver.evaluate(() => window.__simulator?.answeredBy === 'worker'),
    );
  });

  return { project };
}
