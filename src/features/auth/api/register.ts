import { register } from '@/contract/auth';
import type { CallRequest } from '@/contract/call';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { useSession } from '@/shared/session/session-store';

export type RegistrationPayload = CallRequest<typeof register>;

/** API-04: POST /api/client/register with exactly referido, name, email, password and origen (REG-12). */
export const fetchRegister = (payload: RegistrationPayload, intent?: Intent) =>
  apiFetch(register, payload, intent);

/** REG-17: a refused registration clears the session like a logout; the screen shows the message. */
export function useRegister() {
  return useGuardedMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: async (payload: RegistrationPayload, intent: Intent) => {
      try {
        return await fetchRegister(payload, intent);
      } catch (error) {
        useSession.getState().signOut(null);
        throw error;
      }
    },
  });
}
