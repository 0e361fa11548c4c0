import { queryOptions } from '@tanstack/react-query';
import { depositsPdf } from '@/contract/deposits';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** API-39: the file name of the deposits report. */
export const fetchDepositsPdf = () => apiFetch(depositsPdf, {});

/**
 * SESS-04, SESS-17: the client area keeps the file name of the deposits report. The Depósito screen has no
 * button for it in the specification, so only the session's loader uses this.
 */
export const depositsPdfQuery = () =>
  queryOptions({
    queryKey: queryKeys.deposits.pdf,
    queryFn: fetchDepositsPdf,
    select: (response) => response.filename,
  });
