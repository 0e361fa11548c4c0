import { Alert, Button, FocusTrap, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Card } from '@/contract/cards';
import { DateField } from '@/shared/ui/date-field';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
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
  const form = useForm<Omit<CardMovementsPayload, 'card_id'>>({
    initialValues: { from: '', to: '', type: 'xls' },
  });
  const [error, setError] = useState<string | null>(null);
  const exporting = useCardMovements();
  if (!card) return null;

  const submit = async (values: Omit<CardMovementsPayload, 'card_id'>) => {
    if (exporting.isPending) return;
    setError(null);
    try {
      const { type, from, to } = values;
      const response = await exporting.mutateAsync({ card_id: card.id, type, from, to });
      props.onExported(response.data);
    } catch (e) {
      setError(failureMessage(e));
    }
  };

  return (
    <Modal opened onClose={props.onClose} withCloseButton={false} title={t.title}>
      {/* The dialog opens with the focus at its start: on 'Desde', the first field, the focus would unfold its
          calendar over the format choice (a date field opens on focus). Tab reaches 'Desde' next. */}
      <FocusTrap.InitialFocus />
      <Text size="sm" c="dimmed" mb="md">
        {card.card_model} {maskCardNumber(card.number)}
      </Text>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField label={t.from} maxDate={form.values.to || undefined} {...form.getInputProps('from')} />
            <DateField label={t.to} minDate={form.values.from || undefined} {...form.getInputProps('to')} />
          </ResponsiveGrid>
          <Radio.Group
            label={t.format}
            {...form.getInputProps('type')}
            onChange={(value) => form.setFieldValue('type', value === 'pdf' ? 'pdf' : 'xls')}
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
