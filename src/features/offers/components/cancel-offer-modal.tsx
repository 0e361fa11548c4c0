import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { Offer } from '@/contract/offers';
import { ApiError } from '@/shared/api/api-error';
import { useCurrencyLabel } from '@/shared/format/currency';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { useOfferCancel } from '../api/offer-cancel';
import { formatAmount } from '@/shared/format/money';
import { offersStrings } from '../strings';

const t = offersStrings.cancel;

export interface CancelOfferModalProps {
  /** The offer to cancel; null keeps the modal closed. */
  offer: Offer | null;
  /** Closed without cancelling: nothing changed. */
  onClose: () => void;
  /** 'Aceptar' on the result: close and reload the lists (OFFER-13). */
  onDone: () => void;
}

/**
 * OFFER-09..OFFER-13: the question with the project name, yield and total value; 'Cancelar Ahora' posts
 * offers/cancel/{id} with a spinner; then the server's message with 'Aceptar'.
 */
export function CancelOfferModal({ offer, onClose, onDone }: CancelOfferModalProps) {
  const currency = useCurrencyLabel();
  const cancel = useOfferCancel();
  const [message, setMessage] = useState<string | null>(null);

  const confirm = async () => {
    if (!offer || cancel.isPending) return;
    try {
      setMessage((await cancel.mutateAsync(offer.id)).message);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : String(error));
    }
  };

  const accept = () => {
    setMessage(null);
    onDone();
  };

  const fields: [string, string][] = offer
    ? [
        [t.project, offer.name],
        [t.yield, formatAmount(offer.rendimiento, currency)],
        [t.total, formatAmount(offer.valorventa, currency)],
      ]
    : [];

  return (
    <Modal
      opened={offer !== null}
      onClose={message !== null ? accept : cancel.isPending ? () => undefined : onClose}
      withCloseButton={false}
      title={message !== null ? t.resultTitle : t.question}
    >
      {message === null ? (
        <>
          <ResponsiveGrid component="dl" cols={1} spacing={4} m={0}>
            {fields.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="gray.7">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={600}>
                  {value}
                </Text>
              </div>
            ))}
          </ResponsiveGrid>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onClose} disabled={cancel.isPending} data-autofocus>
              {t.back}
            </Button>
            <Button
              color="red.9"
              onClick={() => void confirm()}
              loading={cancel.isPending}
              loaderProps={{ 'aria-label': t.sending }}
            >
              {t.confirm}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Box role="status">
            <Text>{message}</Text>
          </Box>
          <Group justify="flex-end" mt="lg">
            <Button onClick={accept} autoFocus>
              {t.accept}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
