import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { MessageBody, useMessageModal } from '@/shared/ui/message-modal';
import { projectStrings } from '../strings';

export interface OperationResult {
  ok: boolean;
  message: string;
}

export interface ResultModalProps {
  result: OperationResult | null;
  /** 'Aceptar' (or Escape, or the timer). */
  onAccept: () => void;
  /** INVEST-23: the message clears by itself after this many ms and the modal then closes. */
  autoCloseMs?: number;
}

/** INVEST-20, SEC-07: the result of an invest or a purchase, or the server's message, with 'Aceptar'. */
export function ResultModal({ result, onAccept, autoCloseMs }: ResultModalProps) {
  useEffect(() => {
    if (result === null || autoCloseMs === undefined) return;
    const timer = setTimeout(onAccept, autoCloseMs);
    return () => clearTimeout(timer);
  }, [result, autoCloseMs, onAccept]);

  useMessageModal(
    result && {
      title: projectStrings.result.title,
      children: (
        <MessageBody
          button={projectStrings.result.accept}
          onClick={onAccept}
          role={result.ok ? 'status' : 'alert'}
        >
          <Text style={{ overflowWrap: 'anywhere' }}>{result.message}</Text>
        </MessageBody>
      ),
    },
    onAccept,
  );
  return null;
}
