import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyContentSecurityPolicy, inlineScripts, policyFor } from '../../scripts/content-security-policy';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (body: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" /><script>window.early=1</script></head><body>${body}</body></html>`;

/** A directive of a policy, as its list of sources. */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the Content-Security-Policy of the built pages', () => {
  it('GEN-03 allows exactly the inline scripts of its page, by hash, and no script from elsewhere', () => {
    const html = page(
      '<script type="module">import("/assets/a.js")</script><script src="/assets/b.js"></script>',
    );
    expect(inlineScripts(html)).toEqual(['window.early=1', 'import("/assets/a.js")']);
    const policy = policyFor(inlineScripts(html), { apiOrigin: null });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      hashOf('window.early=1'),
      hashOf('import("/assets/a.js")'),
      "'unsafe-inline'",
    ]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it("GEN-03 lets calls go to the site, and to the API's origin only when built for a real API", () => {
    expect(directive(policyFor([], { apiOrigin: null }), 'connect-src')).toEqual(["'self'"]);
    expect(directive(policyFor([], { apiOrigin: 'https://api.example.com' }), 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
  });

  it('GEN-03 puts each page its own policy right after the charset, and the same with frame-ancestors in _headers', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dir, 'cliente'));
    writeFileSync(path.join(dir, 'index.html'), page(''));
    writeFileSync(path.join(dir, 'cliente', 'dashboard.html'), page('<script>window.frame=1</script>'));
    applyContentSecurityPolicy(dir, '/demo/', { apiOrigin: null });

    const dashboard = readFileSync(path.join(dir, 'cliente', 'dashboard.html'), 'utf8');
    const meta =
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/.exec(
        dashboard,
      );
    expect(meta, 'the policy, first after the charset').not.toBeNull();
    expect(directive(meta![1]!, 'script-src')).toContain(hashOf('window.frame=1'));
    expect(directive(meta![1]!, 'script-src')).toContain(hashOf('window.early=1'));
    // The login's page does not allow the dashboard's script.
    const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(index).not.toContain(hashOf('window.frame=1'));

    const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(headers).toContain(
      `/demo/cliente/dashboard\n  Content-Security-Policy: ${meta![1]}; frame-ancestors 'none'`,
    );
    expect(headers).toMatch(/^\/demo\/\n {2}Content-Security-Policy: /m);
    // Written once: a second pass over the same pages leaves them as they are.
    applyContentSecurityPolicy(dir, '/demo/', { apiOrigin: null });
    expect(readFileSync(path.join(dir, 'cliente', 'dashboard.html'), 'utf8')).toBe(dashboard);
  });
});
