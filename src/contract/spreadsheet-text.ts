/**
 * STMT-21: a file a spreadsheet may open writes text as text (CSV injection, OWASP). Project names, movement
 * descriptions and references come from issuers and from a server the client does not control, and Excel and
 * LibreOffice read a cell whose text starts with '=', '+', '-', '@', a tab or a carriage return as a formula:
 * '=HYPERLINK("https://x.test","Ver")' becomes a live link, '=cmd|...' a command. OWASP's remedy is to prefix
 * such a text with a single quote, which makes the program read the rest as text.
 *
 * Only text cells go through it: an amount written as a number ('-12.50') must stay a number, so a writer
 * checks it with `isPlainDecimal` and writes it untouched; what fails that check is text, and neutralised.
 *
 * In the contract because both programs write such files: the client's statement exports and the simulated
 * server's card export (a real server has to do the same for its own).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet must receive it: with a leading "'" when it would start a formula. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Is this wire amount a plain decimal ('1000.00', '-250.00') that a spreadsheet may take as a number? */
export const isPlainDecimal = (text: string): boolean => /^-?\d+(?:\.\d+)?$/.test(text);
