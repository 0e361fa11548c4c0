import { Text } from '@mantine/core';
import { MessageBody, useMessageModal } from '@/shared/ui/message-modal';
import { kycStrings as t } from '../strings';

export type KycResult =
  | { view: 'message'; ok: boolean; message: string }
  /** KYC-07: the second view; `verified` is null while the status is being refreshed. */
  | { view: 'done'; verified: boolean | null };

export interface KycResultModalProps {
  result: KycResult | null;
  /** 'Aceptar' on the first view. */
  onAccept: () => void;
  /** 'Continuar' (or Escape) on the second view. */
  onContinue: () => void;
}

/**
 * KYC-05, KYC-07, ERR-02: the server's message with 'Aceptar'; after a successful send 'Aceptar' switches to
 * a second view that says what the refreshed status means.
 */
export function KycResultModal({ result, onAccept, onContinue }: KycResultModalProps) {
  const done = result?.view === 'done';
  const title =
    !done || result.verified === null ? t.resultTitle : result.verified ? t.verifiedTitle : t.reviewTitle;
  useMessageModal(
    result && {
      title,
      children:
        result.view === 'message' ? (
          <MessageBody button={t.accept} onClick={onAccept}>
            <Text>{result.message}</Text>
          </MessageBody>
        ) : (
          <MessageBody button={t.continue} onClick={onContinue} role="status">
            <Text>{result.verified === null ? t.refreshing : result.verified ? t.verified : t.review}</Text>
          </MessageBody>
        ),
    },
    done ? onContinue : onAccept,
  );
  return null;
}
