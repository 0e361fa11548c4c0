import { describe, expect, it } from 'vitest';
import { canGoNext, canGoPrevious, pageText, stepPage } from './paging';

describe('paging', () => {
  it("PROJ-21 reads 'Página X de Y'", () => {
    expect(pageText(1, 4)).toBe('Página 1 de 4');
    expect(pageText(3, 4)).toBe('Página 3 de 4');
    expect(pageText(1, 0)).toBe('Página 1 de 1');
  });

  it("PROJ-22 'Anterior' is off on the first page", () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
  });

  it("PROJ-23 'Siguiente' is off on the last page", () => {
    expect(canGoNext(4, 4)).toBe(false);
    expect(canGoNext(1, 1)).toBe(false);
    expect(canGoNext(3, 4)).toBe(true);
  });

  it('PROJ-24 each step moves exactly one page and stays within the pages', () => {
    expect(stepPage(1, 1, 4)).toBe(2);
    expect(stepPage(2, -1, 4)).toBe(1);
    expect(stepPage(1, -1, 4)).toBe(1);
    expect(stepPage(4, 1, 4)).toBe(4);
  });
});
