import type { documentText } from './openapi-document';

export declare function contractDocumentText(
  root: string,
): Promise<{ text: typeof documentText; milliseconds: number }>;
