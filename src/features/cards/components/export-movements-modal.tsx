import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Card } from '@/contract/cards';
import { useCardMovements, type CardMovementsPayload } from '../api/card-movements';
import { failureMessage } from '../model/failure';
import { maskCardNumber } from '../model/card-format';
import { cardStrings } from '../strings';

const t = cardStrings.export;

/**
 * CARD-19..22, CARD-42: 'Desde' and 'Hasta', XML ('xls') or PDF, and the export call. On success the parent
 * opens the returned URL (about 1 s later); a failure shows the server's raw message here.
 */
export function ExportMovementsModal(props: {
  card: Card | null;
  onClose: () => void;
  onExported: (url: string) => void;
}) {
  const card = props.card;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [type, setType] = useState<CardMovementsPayload['type']>('xls');
  const [error, setError] = useState<string | null>(null);
  const exporting = useCardMovements();
  if (!card) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (exporting.isPending) return;
    setError(null);
    try {
      const response = await exporting.mutateAsync({ card_id: card.id, type, from, to });
      props.onExported(response.data);
    } catch (e) {
      setError(failureMessage(e));
    }
  };

  return (
    <Modal opened onClose={props.onClose} withCloseButton={false}>
      <Modal.Title mb="xs" fw={700} fz="lg">
        {t.title}
      </Modal.Title>
      <Text size="sm" c="dimmed" mb="md">
        {card.card_model} {maskCardNumber(card.number)}
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={t.from}
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t.to}
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Radio.Group
            label={t.format}
            value={type}
            onChange={(value) => setType(value === 'pdf' ? 'pdf' : 'xls')}
          >
            <Group gap="lg" mt={6}>
              <Radio value="xls" label={t.xls} />
              <Radio value="pdf" label={t.pdf} />
            </Group>
          </Radio.Group>
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {cardStrings.cancel}
            </Button>
            <Button type="submit" loading={exporting.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
