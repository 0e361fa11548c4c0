/**
 * Opens a generated file (a card's movements export, CARD-22) in a new tab. Browsers refuse to open a data:
 * URL in a tab, and that is what the simulator's service worker answers (a worker cannot make blob URLs):
 * such a file is opened as a blob URL of this page instead. Any other URL opens as it is.
 */
export async function openFile(url: string): Promise<void> {
  const href = url.startsWith('data:') ? URL.createObjectURL(await (await fetch(url)).blob()) : url;
  window.open(href, '_blank');
}
