import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceStatement, taxSummary } from '@/contract/statements';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** STMT-01: the statement of a period ('YYYY-MM-DD', both days included). */
export const statementQuery = (desde: string, hasta: string) =>
  queryOptions({
    queryKey: queryKeys.movements.statement(desde, hasta),
    queryFn: ({ signal }) => apiFetch(balanceStatement, { desde, hasta }, { signal }),
    select: (response) => response.data,
  });

export const useStatement = (desde: string, hasta: string) =>
  useQuery({ ...statementQuery(desde, hasta), retry: false });

/** STMT-09: the tax summary of a calendar year. */
export const taxSummaryQuery = (anio: number) =>
  queryOptions({
    queryKey: queryKeys.movements.taxSummary(anio),
    queryFn: ({ signal }) => apiFetch(taxSummary, { anio }, { signal }),
    select: (response) => response.data,
  });

export const useTaxSummary = (anio: number) => useQuery({ ...taxSummaryQuery(anio), retry: false });
