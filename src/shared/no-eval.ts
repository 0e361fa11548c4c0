import { z } from 'zod';

/**
 * The page's scripts never compile code from strings: its Content-Security-Policy allows no 'unsafe-eval'
 * (scripts/content-security-policy.ts). Zod would otherwise probe `new Function` the first time it parses an
 * object, and the refused probe, although caught, is reported as a policy violation. Imported first by the
 * entry, before any schema parses.
 */
z.config({ jitless: true });
