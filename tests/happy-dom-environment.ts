import type { Environment } from 'vitest/runtime';
import { builtinEnvironments } from 'vitest/runtime';

/**
 * The screens' test environment: happy-dom for the page, Node for the network.
 *
 * happy-dom renders the app faster than jsdom and computes styles from Mantine's own classes, so a part
 * hidden on this width is hidden in the test too. But it also replaces fetch, Request, FormData, File and
 * Blob with its own, and MSW's interceptor and the simulator's handlers need Node's: a multipart upload
 * must reach the handler with its real bytes (it reads a file's first bytes, SRV-55). Node's are put back
 * after happy-dom has installed itself. React builds a FormData from a form element in some submits, which
 * Node's FormData cannot read: the FormData kept here also takes a form, and reads it through happy-dom's.
 */
const NODE_KEYS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'File',
  'Blob',
  'AbortController',
  'AbortSignal',
] as const;

type Globals = Record<string, unknown>;

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * The HTML rule for a number input's step mismatch: the value is a whole number of steps from the step base
 * (the min attribute, else 0). happy-dom 21 divides as floats and ignores the base, so 50 with step 0.01
 * mismatches (50 % 0.01 is not 0) and every amount field of the app would block its form. Computed here in
 * whole units of the finest decimal given.
 */
function stepMismatch(input: HTMLInputElement): boolean {
  if (input.type !== 'number' && input.type !== 'range') return false;
  const stepText = input.getAttribute('step') ?? '1';
  const step = Number(stepText);
  if (stepText === 'any' || input.value === '' || !(step > 0)) return false;
  const baseText = input.getAttribute('min') ?? '0';
  const base = Number.isFinite(Number(baseText)) ? baseText : '0';
  const scale = 10 ** Math.max(decimals(stepText), decimals(input.value), decimals(base));
  const fromBase = Math.round(Number(input.value) * scale) - Math.round(Number(base) * scale);
  return fromBase % Math.round(step * scale) !== 0;
}

/**
 * Two validity rules put back to the HTML standard: the step mismatch above, and "too long", which a browser
 * reports only after the user has edited the value (typing stops at maxlength), never for a value the page
 * set. happy-dom reports it for any value past maxlength, so a stored over-long value would block its form
 * before the app could name the field (SRV-54).
 */
function fixValidity(ValidityState: { prototype: object }) {
  Object.defineProperty(ValidityState.prototype, 'stepMismatch', {
    configurable: true,
    get(this: { element: HTMLInputElement }) {
      return this.element.localName === 'input' && stepMismatch(this.element);
    },
  });
  Object.defineProperty(ValidityState.prototype, 'tooLong', { configurable: true, get: () => false });
}

function formDataReadingForms(NodeFormData: typeof FormData, DomFormData: typeof FormData) {
  return class FormDataReadingForms extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      new DomFormData(form, submitter).forEach((value, key) => this.append(key, value));
    }
  };
}

export default {
  name: 'happy-dom-node-network',
  viteEnvironment: 'client',
  async setup(global: Globals, options) {
    const node = Object.fromEntries(NODE_KEYS.map((key) => [key, global[key]]));
    const NodeFormData = global.FormData as typeof FormData;
    const environment = await builtinEnvironments['happy-dom'].setup(global, options);
    const DomFormData = global.FormData as typeof FormData;
    // happy-dom's globals are accessors whose setter overrides the value it serves; teardown restores all.
    for (const key of NODE_KEYS) global[key] = node[key];
    global.FormData = formDataReadingForms(NodeFormData, DomFormData);
    fixValidity(global.ValidityState as { prototype: object });
    return environment;
  },
} satisfies Environment;
