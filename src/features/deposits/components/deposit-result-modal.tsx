import { Button, Group, Modal, Text } from '@mantine/core';
import { depositStrings } from '../strings';

const s = depositStrings.result;

export interface DepositResult {
  ok: boolean;
  message: string;
}

export interface DepositResultModalProps {
  result: DepositResult | null;
  onAccept: () => void;
}

/** DEP-26: the server's message in a dialog, 'Aceptar' (or Escape) closes it. */
export function DepositResultModal({ result, onAccept }: DepositResultModalProps) {
  return (
    <Modal opened={result !== null} onClose={onAccept} withCloseButton={false}>
      {/* The title sits in the body: Mantine's modal header is a <header>, a second banner landmark to axe. */}
      <Modal.Title mb="md" fw={700} fz="lg">
        {result?.ok ? s.success : s.failure}
      </Modal.Title>
      <Text>{result?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onAccept} data-autofocus>
          {s.accept}
        </Button>
      </Group>
    </Modal>
  );
}
