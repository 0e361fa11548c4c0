import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword } from '@/contract/auth';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/** API-10, PWD-05: POST /api/client/changepassword with the three fields, as typed. */
export const fetchChangePassword = (payload: PasswordChange) => apiFetch(changePassword, payload);

/** PWD-06: after the call, whatever its result, the user data is reloaded (profile call). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['client', 'changepassword'],
    mutationFn: fetchChangePassword,
    onSettled: () => reload(queryClient, reloadAfter.changePassword),
  });
}
