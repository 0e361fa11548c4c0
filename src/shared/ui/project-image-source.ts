import { siteBase, trustedLink } from '../trusted-url';

/** The category illustrations shipped with the site (public/proyectos), by a word of the category's name. */
const ILLUSTRATIONS: readonly (readonly [RegExp, string])[] = [
  [/agric|agro|cultiv|cosech/, 'agricultura'],
  [/constru|inmobil|viviend/, 'construccion'],
  [/energ|solar/, 'energia'],
  [/comerc|retail|tienda/, 'comercio'],
  [/tecnolog|software|digital/, 'tecnologia'],
  [/transport|logist/, 'logistica'],
  [/salud|medic|clinic/, 'salud'],
  [/turism|hotel/, 'turismo'],
];

/** Lower case, without accents: 'Energía renovable' -> 'energia renovable'. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The illustration of a category (the generic one when no word of its name is known), on the site. */
export function categoryIllustration(
  category: string | null | undefined,
  base?: string,
  page?: string,
): string {
  const name = plain(category ?? '');
  const file = ILLUSTRATIONS.find(([words]) => words.test(name))?.[1] ?? 'generico';
  return new URL(`proyectos/${file}.svg`, siteBase(base, page)).href;
}

/**
 * The image URL the client shows for a project's `imagen`, or null: a relative path is the site's own (the
 * simulator's seed names its illustrations so, and they follow the site under a sub-path); only https and the
 * site's own origin are loaded (trustedLink, the one rule for the server's URLs). Missing, empty and 'null'
 * (INVEST-06) are no image.
 */
export function projectImageUrl(
  link: string | null | undefined,
  base?: string,
  page?: string,
): string | null {
  const text = link?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'null') return null;
  return trustedLink(text, base, page);
}

/** What ProjectImage shows: the project's own image when there is one it may load, its category's otherwise. */
export function projectImageSource(
  link: string | null | undefined,
  category: string | null | undefined,
): { src: string; fallback: string } {
  const fallback = categoryIllustration(category);
  return { src: projectImageUrl(link) ?? fallback, fallback };
}
