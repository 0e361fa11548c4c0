/** CARD-01: the tabs of 'Tarjetas'. */
export const cardsTabs = ['lista', 'transferir', 'agregar'] as const;
export type CardsTab = (typeof cardsTabs)[number];

/** What 'Tarjetas' shows, kept in the URL by its route: the open tab and the card list's page. */
export interface CardsSearch {
  pestana: CardsTab;
  pagina: number;
}

export const cardsSearchDefaults: CardsSearch = { pestana: 'lista', pagina: 1 };
