import { queryOptions } from '@tanstack/react-query';
import { getStatus, profile } from '@/contract/auth';
import { apiFetch } from './api-fetch';

/**
 * The signed-in client's record and status, read by the shell, the role guards and several screens.
 * Their failure signs the client out (ERR-03): `meta.signOutOnError` is read by the query cache.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['client', 'profile'] as const,
    queryFn: ({ signal }) => apiFetch(profile, {}, { signal }),
    meta: { signOutOnError: true },
  });

export const statusQuery = () =>
  queryOptions({
    queryKey: ['client', 'status'] as const,
    queryFn: ({ signal }) => apiFetch(getStatus, {}, { signal }),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

/** DEMO-01, DEMO-02: demo mode only for exactly 'active'. */
export const isDemo = (demoStatus: string | undefined) => demoStatus === 'active';
