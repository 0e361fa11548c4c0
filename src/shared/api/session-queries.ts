import { queryOptions } from '@tanstack/react-query';
import { getStatus, profile } from '@/contract/auth';
import { apiFetch } from './api-fetch';
import { queryKeys } from './query-keys';

/**
 * The signed-in client's record and status, read by the shell, the role guards and several screens.
 * Their failure signs the client out (ERR-03): `meta.signOutOnError` is read by the query cache.
 * They take no abort signal on purpose: the /cliente loader joins the fetch the login screen started, and a
 * signal would cancel that shared fetch when the login screen unmounts.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: () => apiFetch(profile, {}),
    meta: { signOutOnError: true },
  });

export const statusQuery = () =>
  queryOptions({
    queryKey: queryKeys.status,
    queryFn: () => apiFetch(getStatus, {}),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

/** DEMO-01, DEMO-02: demo mode only for exactly 'active'. */
export const isDemo = (demoStatus: string | undefined) => demoStatus === 'active';
