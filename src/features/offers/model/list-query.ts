import { filterSearchDefaults, type ListScreenSearch } from '@/shared/ui/list/list-state';

/** A minimum amount as typed: '' (none) or plain digits with up to 2 decimals. */
export const isMinAmount = (text: string) => text.trim() === '' || /^\d+(\.\d{1,2})?$/.test(text.trim());

/** OFFER-02: the switches 'Mis ofertas' and 'Mis proyectos'. */
export const offersTabs = ['ofertas', 'proyectos'] as const;
export type OffersTab = (typeof offersTabs)[number];

/**
 * What 'Mis ofertas' shows, kept in the URL by its route: the landing or the lists, the open list, and its
 * filters and page (the project for my offers, the minimum amount for my projects).
 */
export type OffersSearch = ListScreenSearch<OffersTab>;

export const offersSearchDefaults: OffersSearch = {
  ...filterSearchDefaults,
  listado: false,
  pestana: 'ofertas',
};
