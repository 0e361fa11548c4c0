import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Card } from '@/contract/cards';
import { useCardChange } from '../api/card-change';
import { maskCardNumber } from '../model/card-format';
import { failureMessage } from '../model/failure';
import { cardStrings } from '../strings';
import { maxLengthOf } from '@/shared/form-limits';

const t = cardStrings.deactivate;

/**
 * CARD-23..28, CARD-42: asks for confirmation with the card's model and number and a free-text reason;
 * Cancelar closes without a call; confirming posts card_id and reason. Success is reported to the parent
 * (which shows 'Tarjeta desactivada con éxito!'); a failure shows the server's raw message here.
 */
export function DeactivateCardModal(props: {
  card: Card | null;
  onClose: () => void;
  onDeactivated: (message: string) => void;
}) {
  const card = props.card;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useCardChange();
  if (!card) return null;

  const confirm = async () => {
    if (change.isPending) return;
    setError(null);
    try {
      await change.mutateAsync({ card_id: card.id, reason: reason.trim() });
      props.onDeactivated(t.done);
    } catch (e) {
      setError(failureMessage(e));
    }
  };

  return (
    <Modal opened onClose={props.onClose} withCloseButton={false} title={t.title}>
      <Stack gap="md">
        <Text>{t.question}</Text>
        <Text fw={600}>
          {card.card_model} · {maskCardNumber(card.number)}
        </Text>
        <Textarea
          label={t.reason}
          description={t.reasonHint}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          rows={3}
          maxLength={maxLengthOf('reason')}
        />
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {cardStrings.cancel}
          </Button>
          <Button color="red.9" onClick={() => void confirm()} loading={change.isPending}>
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
