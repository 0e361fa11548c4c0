import { queryOptions } from '@tanstack/react-query';
import { novedadesList } from '@/contract/novedades';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** NEWS-02: one page of the client's news, newest first, with how many it has not read. */
export const fetchNovedadesList = (page: number, signal?: AbortSignal) =>
  apiFetch(novedadesList, { page }, { signal });

export const novedadesListQuery = (page = 1) =>
  queryOptions({
    queryKey: queryKeys.novedades.page(page),
    queryFn: ({ signal }) => fetchNovedadesList(page, signal),
    select: (answer) => answer.data,
  });
