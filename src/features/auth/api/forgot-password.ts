import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@/contract/auth';
import { apiFetch } from '@/shared/api/api-fetch';

/** API-06: POST /api/client/forgotpassword with {email}. */
export const fetchForgotPassword = (email: string) => apiFetch(forgotPassword, { email });

export function useForgotPassword() {
  return useMutation({ mutationKey: ['auth', 'forgot'], mutationFn: fetchForgotPassword });
}
