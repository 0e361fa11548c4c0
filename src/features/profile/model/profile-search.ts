/** PROF-01, PROF-02: the tabs of 'Mi cuenta'. */
export const profileTabs = ['perfil', 'verificacion', 'cuentas'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** The open tab of 'Mi cuenta', kept in the URL by its route. */
export interface ProfileSearch {
  pestana: ProfileTab;
}

export const profileSearchDefaults: ProfileSearch = { pestana: 'perfil' };
