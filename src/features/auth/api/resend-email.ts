import { useMutation } from '@tanstack/react-query';
import { resendEmail } from '@/contract/auth';
import { apiFetch } from '@/shared/api/api-fetch';

/** API-07: POST /api/cliente/resend_email with {email}. */
export const fetchResendEmail = (email: string) => apiFetch(resendEmail, { email });

export function useResendEmail() {
  return useMutation({ mutationKey: ['auth', 'resend'], mutationFn: fetchResendEmail });
}
