import { useMutation } from '@tanstack/react-query';
import { register } from '@/contract/auth';
import type { CallRequest } from '@/contract/call';
import { apiFetch } from '@/shared/api/api-fetch';
import { useSession } from '@/shared/session/session-store';

export type RegistrationPayload = CallRequest<typeof register>;

/** API-04: POST /api/client/register with exactly referido, name, email, password and origen (REG-12). */
export const fetchRegister = (payload: RegistrationPayload) => apiFetch(register, payload);

/** REG-17: a refused registration clears the session like a logout; the screen shows the message. */
export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: async (payload: RegistrationPayload) => {
      try {
        return await fetchRegister(payload);
      } catch (error) {
        useSession.getState().signOut(null);
        throw error;
      }
    },
  });
}
