import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePaises } from '@/shared/api/paises-list';
import { profileQuery } from '@/shared/api/session-queries';

/** The countries in Spanish alphabetical order; an empty list, silently, when the call fails (ERR-06). */
export function useSortedPaises() {
  const { data } = usePaises();
  return useMemo(() => [...data].sort((a, b) => a.name.localeCompare(b.name, 'es')), [data]);
}

/** The client's own country id (address_country), when it is one: the national form's default. */
export function useOwnCountryId(): string | undefined {
  const country = useQuery(profileQuery()).data?.address_country ?? '';
  return /^\d+$/.test(country) ? country : undefined;
}
