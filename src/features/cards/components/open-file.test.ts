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
    await openFile(`data:application/vnd.ms-excel;base64,${btoa('hola')}`);
    // What opened in a new tab: each URL with the type and the text of its blob.
    const tabs = await Promise.all(
      opened.mock.calls.map(async ([href, target]) => {
        const blob = blobs.get(String(href));
        return { target, type: blob?.type, text: await blob?.text() };
      }),
    );
    expect(tabs).toContainEqual({ target: '_blank', type: 'application/vnd.ms-excel', text: 'hola' });
  });

  it('CARD-22 opens any other URL as it is', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await openFile('blob:http://localhost/abc');
    expect(opened).toHaveBeenCalledWith('blob:http://localhost/abc', '_blank');
  });
});
