/** The name of a downloaded state: 'simulador-AAAA-MM-DD.json', by the visitor's own calendar day. */
export function stateFileName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `simulador-${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}.json`;
}
