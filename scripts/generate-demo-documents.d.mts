/** Types of generate-demo-documents.mjs, for tests/unit/demo-documents.test.ts. */

/** Absolute path of public/documentos/, with its trailing separator. */
export declare const DOCUMENTS_DIR: string;

/** Every demo document's file name (under public/documentos) and bytes, as the script writes them. */
export declare function generateDemoDocuments(): { file: string; bytes: Uint8Array }[];
