/** PROF-01, PROF-02: the tabs of 'Mi cuenta'. */
export const profileTabs = ['perfil', 'verificacion', 'cuentas'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** PROF-07: the main layout, or the alternate one (PROF-04..06) that the client may switch to. */
export const profileLayouts = ['principal', 'alternativa'] as const;
export type ProfileLayout = (typeof profileLayouts)[number];

/** PROF-06: the alternate layout's theme. */
export const profileThemes = ['claro', 'oscuro'] as const;
export type ProfileTheme = (typeof profileThemes)[number];

/** The open tab of 'Mi cuenta' and the layout it is shown in, kept in the URL by its route. */
export interface ProfileSearch {
  pestana: ProfileTab;
  vista: ProfileLayout;
  tema: ProfileTheme;
}

export const profileSearchDefaults: ProfileSearch = { pestana: 'perfil', vista: 'principal', tema: 'claro' };
