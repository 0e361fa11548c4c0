import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { Beneficiary } from '@/contract/account';
import { useDeleteBeneficiary } from '../api/beneficiary-delete';
import { failureMessage, holderOf } from '../model/beneficiary-payloads';
import { beneficiaryStrings } from '../strings';

const t = beneficiaryStrings.remove;

/**
 * BENEF-06..09: asks first (Cancelar makes no call), then calls beneficiario_delete/{id}, then shows the
 * server's message; 'Aceptar' closes and reloads the list (`onDone`).
 */
export function DeleteBeneficiaryModal(props: {
  beneficiary: Beneficiary | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const b = props.beneficiary;
  const [message, setMessage] = useState<string | null>(null);
  const remove = useDeleteBeneficiary();

  const confirm = async () => {
    if (!b || remove.isPending) return;
    try {
      setMessage((await remove.mutateAsync(b.id)).message);
    } catch (error) {
      setMessage(failureMessage(error));
    }
  };

  const accept = () => {
    setMessage(null);
    props.onDone();
  };

  return (
    <Modal
      opened={b !== null}
      onClose={message !== null ? accept : props.onCancel}
      withCloseButton={false}
      title={message !== null ? t.resultTitle : t.title}
    >
      {message === null ? (
        <>
          <Text>{b ? t.question(b.bank_name ? `${holderOf(b)} (${b.bank_name})` : holderOf(b)) : ''}</Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={props.onCancel} data-autofocus>
              {t.cancel}
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={remove.isPending}>
              {t.confirm}
            </Button>
          </Group>
        </>
      ) : (
        <Box role="status">
          <Text>{message}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={accept} autoFocus>
              {t.accept}
            </Button>
          </Group>
        </Box>
      )}
    </Modal>
  );
}
