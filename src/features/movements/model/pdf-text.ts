/**
 * Reads the text shown by an uncompressed PDF (as movements-pdf.ts writes it): every string painted with Tj
 * or TJ, unescaped, one per entry. For tests and checks only; it is not a PDF parser.
 */
export async function pdfTextOf(blob: Blob): Promise<string[]> {
  const source = new TextDecoder('windows-1252').decode(await blob.arrayBuffer());
  const texts: string[] = [];
  // A literal string: '(' ... ')' where '\' escapes the next character (or starts an octal code).
  const literal = /\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g;
  for (const match of source.matchAll(literal)) texts.push(unescapePdf(match[1] ?? ''));
  return texts;
}

/**
 * The PDF's text as one line: its strings joined by spaces. A long cell that the table wraps over two lines
 * reads back whole, as long as it was wrapped between words.
 */
export async function pdfPlainTextOf(blob: Blob): Promise<string> {
  return (await pdfTextOf(blob)).join(' ');
}

function unescapePdf(text: string): string {
  return text.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, code: string) => {
    if (/^[0-7]+$/.test(code)) return String.fromCharCode(parseInt(code, 8));
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    return map[code] ?? code;
  });
}

/** Is this a PDF document (by its header)? */
export async function isPdf(blob: Blob): Promise<boolean> {
  const head = new TextDecoder('ascii').decode((await blob.arrayBuffer()).slice(0, 5));
  return head === '%PDF-';
}
