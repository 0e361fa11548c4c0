import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForApp } from './app-ready';

/**
 * What the flow specs share: signing in through the contract, the simulator's clock, calls made with a tab's
 * own token (as the app makes them, through the real service worker), the dashboard's figures and the ledger
 * read straight from IndexedDB.
 */

/**
 * Signs a persona in through the contract, not the sign-in screen (which identity.spec.ts and the journeys
 * that start at the portal test): the portal starts the simulator, the authenticate call's token goes where
 * the app keeps it, and the dashboard opens as a session resumed in this tab would.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('portal');
  await waitForApp(page);
  await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/client/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json()) as { success?: { token?: string } };
      const token = body.success?.token;
      if (!token) throw new Error(`authenticate ${email}: ${response.status} ${JSON.stringify(body)}`);
      // Where the session store keeps a tab's session (src/shared/session/session-store.ts).
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('token_at', String(Date.now()));
      sessionStorage.removeItem('sign_out_message');
    },
    { email, password },
  );
  await page.goto('cliente/dashboard');
  await expect(page).toHaveURL(/\/cliente\//);
  await expect(page.locator('#client-loading')).toHaveCount(0);
}

export function advanceClock(page: Page, ms: number): Promise<void> {
  return page.evaluate(
    (by) =>
      (
        window as unknown as { __simulator: { advanceClock(ms: number): Promise<void> } }
      ).__simulator.advanceClock(by),
    ms,
  );
}

/** The simulator's time (ms), time-machine offset included. */
export function simulatorNow(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __simulator: { now(): Promise<number> } }).__simulator.now(),
  );
}

/** A JSON call with this tab's token. */
export function api<T = { message?: string; success?: unknown; data?: unknown }>(
  page: Page,
  path: string,
  body: unknown = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = sessionStorage.getItem('token');
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { path, body },
  );
}

/** Opens a screen from the menu and waits for its title. */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A dashboard card's amount as integer cents, read from its text ('$ 1,234.56' or 'USDT 1,234.56'). */
export async function cardCents(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Resumen de la cuenta' }).getByRole('group', { name: label });
  await expect(card).toContainText(/\d\.\d{2}/);
  const text = (await card.textContent()) ?? '';
  const amount = text.match(/-?[\d,]+\.\d{2}/)?.[0];
  if (!amount) throw new Error(`no amount in the card '${label}': ${text}`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

/**
 * 'Saldo disponible' on the dashboard, freshly loaded: the page is opened anew (the tab keeps its session), so
 * no figure cached before the last operation can be read.
 */
export async function availableCents(page: Page): Promise<number> {
  await page.goto('cliente/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(page.getByText('Cargando...', { exact: true })).toHaveCount(0);
  return cardCents(page, 'Saldo disponible');
}

export interface LedgerView {
  clientId: number;
  /** Sum of the entries of each of the client's accounts, in micro-units. */
  accounts: Record<string, number>;
  /** Sum of every entry of the ledger (all clients, platform, fees, outside world). */
  total: number;
  /** Accounts whose stored balance differs from the sum of their entries. */
  drifted: string[];
  /** Reported deposits still 'EN PROCESO' (they reach the ledger when approved). */
  pendingDepositsMicro: number;
}

/** Reads the ledger straight from the simulator's IndexedDB, without going through any handler. */
export function readLedger(page: Page, email: string): Promise<LedgerView> {
  return page.evaluate(async (email) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('plataforma-simulador');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    const clients = await all<{ id: number; email: string }>('clients');
    const entries = await all<{ accountId: string; amountMicro: number }>('entries');
    const accounts = await all<{ id: string; balanceMicro: number }>('accounts');
    const deposits = await all<{ clientId: number; status: string; amountMicro: number }>('deposits');
    db.close();
    const clientId = clients.find((c) => c.email === email)!.id;
    const pendingDepositsMicro = deposits
      .filter((d) => d.clientId === clientId && d.status === 'EN PROCESO')
      .reduce((total, d) => total + d.amountMicro, 0);
    const sums: Record<string, number> = {};
    let total = 0;
    for (const e of entries) {
      sums[e.accountId] = (sums[e.accountId] ?? 0) + e.amountMicro;
      total += e.amountMicro;
    }
    const own: Record<string, number> = {};
    for (const [id, sum] of Object.entries(sums)) if (id.endsWith(`:${clientId}`)) own[id] = sum;
    const drifted = accounts.filter((a) => a.balanceMicro !== (sums[a.id] ?? 0)).map((a) => a.id);
    return { clientId, accounts: own, total, drifted, pendingDepositsMicro };
  }, email);
}

export const centsOf = (micro: number | undefined) => Math.round((micro ?? 0) / 10_000);

/**
 * Axe finds nothing on the page as it is, once nothing says 'Cargando...'. With axe's defaults and the rule
 * Lighthouse adds (WCAG 2.5.3: a control's visible text is part of its accessible name).
 */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  await expect(page.getByText('Cargando...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(
    violations.map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`),
  ).toEqual([]);
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
