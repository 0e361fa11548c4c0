import { useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '@/contract/call';
import { depositCreate } from '@/contract/deposits';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import { useRefreshDepositsList } from './deposits-list';

/** API-41, DEP-25: multipart file, amount, direccion, hash and type=2. */
export const fetchDepositCreate = (payload: CallRequest<typeof depositCreate>, intent?: Intent) =>
  apiFetch(depositCreate, payload, intent);

/**
 * DEP-27, SRV-20: after a report the deposits list reloads (silently on failure, ERR-05) and so do the
 * balances (DEPOSITO) and the movements.
 */
export function useDepositCreate() {
  const queryClient = useQueryClient();
  const refreshList = useRefreshDepositsList();
  return useGuardedMutation({
    mutationKey: ['client', 'deposits', 'create'],
    mutationFn: fetchDepositCreate,
    onSuccess: () => Promise.all([refreshList(), reload(queryClient, reloadAfter.depositCreate)]),
  });
}
