import { formatServerDateTime } from '@/shared/format/server-date';

/**
 * SHELL-03, GEN-01: the server sends last_c as 'YYYY-MM-DD HH:mm:ss' (platform time); the top bar shows it the
 * Spanish way, 'DD/MM/YYYY HH:mm'. A date without time shows the date only; anything unreadable, nothing.
 */
export const formatLastConnection = (lastC: string | null | undefined): string | null =>
  formatServerDateTime(lastC);
