import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFile } from './open-file';

describe('opening an exported file', () => {
  afterEach(() => vi.restoreAllMocks());

  it('CARD-22 opens a data: URL as a blob URL holding the same bytes and type', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/archivo');
    await openFile(`data:application/vnd.ms-excel;base64,${btoa('hola')}`);
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/vnd.ms-excel');
    expect(await blob.text()).toBe('hola');
    expect(opened).toHaveBeenCalledWith('blob:http://localhost/archivo', '_blank');
  });

  it('CARD-22 opens any other URL as it is', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await openFile('blob:http://localhost/abc');
    expect(opened).toHaveBeenCalledWith('blob:http://localhost/abc', '_blank');
  });
});
