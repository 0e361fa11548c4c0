import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { kyc } from '@/contract/auth';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import type { KycField } from '../model/kyc-rules';

/** API-12, KYC-04: POST /api/client/kyc, multipart file_id_front, file_id_reverse and file_selfie. */
export const fetchKyc = (files: Record<KycField, File>) => apiFetch(kyc, files);

export function useKycUpload() {
  return useMutation({ mutationKey: ['client', 'kyc'], mutationFn: fetchKyc });
}

/**
 * KYC-08, KYC-09: reloads the client's status and record from the server; the shell's menu follows the new
 * status (the full status-3 menu after an approved verification).
 */
export function useRefreshClientStatus() {
  const queryClient = useQueryClient();
  return useCallback(() => reload(queryClient, reloadAfter.kyc), [queryClient]);
}
