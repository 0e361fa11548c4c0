import { readFile } from 'node:fs/promises';
import { exemplifiedOpenApiDocument } from '../mocks/contract-examples';

/**
 * The published contract of this checkout as the text of openapi.json, made while a module runner evaluates
 * this module (scripts/contract-document.mjs): the examples are taken from the simulator, whose code imports
 * modules lazily, so the work must end before the runner closes, which it does after the import.
 */
const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export const documentText = `${JSON.stringify(await exemplifiedOpenApiDocument(version), null, 2)}\n`;
