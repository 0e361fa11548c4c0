/** Saves a blob under a file name through a temporary link (the way browsers download generated files). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns: let it live a moment.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
