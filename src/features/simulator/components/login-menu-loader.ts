/**
 * The second step of loading the login screen's simulator dialogs. Vite lists every chunk a dynamic import
 * needs beside the import itself; kept here, that list loads on the first click instead of with the login's
 * first paint.
 */
export const loadLoginMenuDialogs = () => import('./login-menu-dialogs').then((m) => m.LoginMenuDialogs);
