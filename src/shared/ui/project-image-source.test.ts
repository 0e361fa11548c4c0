import { describe, expect, it } from 'vitest';
import { categoryIllustration, projectImageUrl } from './project-image-source';

const PAGE = 'http://localhost:4173/demo/cliente/projectos';

describe('a project image the client shows', () => {
  it('resolves a relative path against the site, also under a sub-path', () => {
    expect(projectImageUrl('proyectos/energia.svg', '/', 'http://localhost:4173/cliente/projectos')).toBe(
      'http://localhost:4173/proyectos/energia.svg',
    );
    expect(projectImageUrl('proyectos/energia.svg', '/demo/', PAGE)).toBe(
      'http://localhost:4173/demo/proyectos/energia.svg',
    );
  });

  it('loads https and the site’s own origin only', () => {
    expect(projectImageUrl('https://cdn.example.com/p/12.jpg', '/', PAGE)).toBe(
      'https://cdn.example.com/p/12.jpg',
    );
    expect(projectImageUrl('http://localhost:4173/img/a.png', '/', PAGE)).toBe(
      'http://localhost:4173/img/a.png',
    );
    for (const refused of [
      'http://cdn.example.com/p/12.jpg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
    ])
      expect(projectImageUrl(refused, '/', PAGE), refused).toBeNull();
  });

  it("takes missing, empty and 'null' for no image", () => {
    for (const none of [null, undefined, '', '  ', 'null', 'NULL'])
      expect(projectImageUrl(none, '/', PAGE), String(none)).toBeNull();
  });

  it("finds the category's illustration by a word of its name, accents or not, and the generic one otherwise", () => {
    const file = (category: string | null) =>
      categoryIllustration(category, '/demo/', PAGE).split('/').at(-1);
    expect(file('Energía renovable')).toBe('energia.svg');
    expect(file('CONSTRUCCIÓN')).toBe('construccion.svg');
    expect(file('Transporte y logística')).toBe('logistica.svg');
    expect(file('Turismo y hotelería')).toBe('turismo.svg');
    expect(file('Minería')).toBe('generico.svg');
    expect(file(null)).toBe('generico.svg');
    expect(categoryIllustration('Salud', '/demo/', PAGE)).toBe(
      'http://localhost:4173/demo/proyectos/salud.svg',
    );
  });
});
