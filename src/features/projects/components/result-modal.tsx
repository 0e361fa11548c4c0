import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
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

  return (
    <Modal opened={result !== null} onClose={onAccept} withCloseButton={false}>
      {/* The title sits in the body: Mantine's modal header is a <header>, a second banner landmark to axe. */}
      <Modal.Title mb="md" fw={700} fz="lg">
        {projectStrings.result.title}
      </Modal.Title>
      <Box role={result?.ok === false ? 'alert' : 'status'}>
        <Text style={{ overflowWrap: 'anywhere' }}>{result?.message}</Text>
      </Box>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onAccept} data-autofocus>
          {projectStrings.result.accept}
        </Button>
      </Group>
    </Modal>
  );
}
