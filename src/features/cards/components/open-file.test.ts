import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFile } from './open-file';

describe('opening an exported file', () => {
  afterEach(() => vi.restoreAllMocks());

  it('CARD-22 opens a data: URL as a blob URL holding the same bytes and type', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    // Each blob URL made while the spies are on, by this call or by an earlier screen test's export settling.
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:http://localhost/archivo-${blobs.size + 1}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    openFile(`data:application/vnd.ms-excel;base64,${btoa('hola')}`);
    // What opened in a new tab: each URL with the type and the text of its blob.
    const tabs = await Promise.all(
      opened.mock.calls.map(async ([href, target]) => {
        const blob = blobs.get(String(href));
        return { target, type: blob?.type, text: await blob?.text() };
      }),
    );
    expect(tabs).toContainEqual({ target: '_blank', type: 'application/vnd.ms-excel', text: 'hola' });
  });

  it('CARD-22 opens a blob URL, an https URL and one of the site as they are', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    openFile('blob:http://localhost/abc');
    openFile('https://files.example/export/12.pdf');
    openFile('/exports/12.xls');
    expect(opened.mock.calls).toEqual([
      ['blob:http://localhost/abc', '_blank'],
      ['https://files.example/export/12.pdf', '_blank'],
      [new URL('/exports/12.xls', document.baseURI).href, '_blank'],
    ]);
  });

  it('CARD-44 opens no javascript:, no http file of another site and no data: page that would run as the site', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const made = vi.spyOn(URL, 'createObjectURL');
    for (const refused of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'http://files.example/export/12.pdf',
      'data:text/html,<script>alert(1)</script>',
      `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`,
      'DATA:text/html;charset=utf-8,<script>alert(1)</script>',
    ])
      openFile(refused);
    expect(opened).not.toHaveBeenCalled();
    expect(made).not.toHaveBeenCalled();
  });
});
