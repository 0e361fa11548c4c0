import { test as base, expect } from '@playwright/test';
import { answerChecker, type Answer } from '../openapi-answers';

export { expect };
export type { Browser, Locator, Page, TestInfo } from '@playwright/test';

/** The published document's check, one per site (the root build and the one under /demo/). */
const checkers = new Map<string, Promise<(answer: Answer) => string | null>>();

function checkerFor(baseURL: string) {
  const url = new URL('openapi.json', baseURL).href;
  let checker = checkers.get(url);
  if (!checker) {
    checker = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return answerChecker((await response.json()) as Parameters<typeof answerChecker>[0]);
    });
    checkers.set(url, checker);
  }
  return checker;
}

/** What a test may read of the contract check of its answers. */
export interface ContractAnswers {
  /** How many /api/ answers the check has read so far. */
  checked(): number;
}

/**
 * Every spec's `test`: besides Playwright's own fixtures, each answer the site's simulator gives to an /api/
 * call (through the real service worker) is checked against the openapi.json the site publishes, and a test
 * whose run met an answer the document does not describe fails, naming the call (SRV-61).
 */
export const test = base.extend<{ contractAnswers: ContractAnswers; contentSecurityPolicy: void }>({
  /**
   * Every page of the built site declares a Content-Security-Policy (scripts/content-security-policy.ts); a
   * test during which any page or frame reported a violation of it fails, naming what was refused.
   */
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportPolicyViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        const report = (window as unknown as { __reportPolicyViolation: (v: string) => void })
          .__reportPolicyViolation;
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = `${event.sourceFile || location.href}:${event.lineNumber}`;
          void report(`${event.effectiveDirective} refused ${event.blockedURI || event.sample} (${where})`);
        });
      });
      await use();
      expect(violations, 'infracciones de la política de seguridad de contenidos (CSP)').toEqual([]);
    },
    { auto: true },
  ],

  contractAnswers: [
    async ({ context, baseURL }, use) => {
      const check = await checkerFor(baseURL!);
      const checks: Promise<string | null>[] = [];
      let read = 0;
      context.on('response', (response) => {
        if (!new URL(response.url()).pathname.includes('/api/')) return;
        const method = response.request().method();
        const status = response.status();
        checks.push(
          response.text().then(
            (body) => {
              read += 1;
              return check({ method, url: response.url(), status, body });
            },
            // The page went away before the body could be read: nothing to check.
            () => null,
          ),
        );
      });
      await use({ checked: () => read });
      const problems = (await Promise.all(checks)).filter((problem) => problem !== null);
      expect(problems, 'respuestas fuera del contrato publicado (openapi.json)').toEqual([]);
    },
    { auto: true },
  ],
});
