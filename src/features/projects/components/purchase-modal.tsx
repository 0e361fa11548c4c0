import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { SecondaryOfferDetail } from '@/contract/projects';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useReloadMarkets } from '../api/market-reload';
import { useSecondaryPurchase } from '../api/secondary-purchase';
import { failureMessage } from '../model/failure';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { offeredValue } from '../model/secondary';
import { ProjectImage } from '@/shared/ui/project-image';
import { projectStrings } from '../strings';
import { DetailList } from './detail-list';
import { ResultModal, type OperationResult } from './result-modal';

const t = projectStrings.secondary;

export interface PurchaseModalProps {
  /** The secondary offer to buy; null when closed. */
  offer: SecondaryOfferDetail | null;
  onClose: () => void;
}

/**
 * SEC-02..08: the detail of a secondary offer with 'Comprar', which posts its offer_id; the result, or the
 * server's refusal, shows in a message modal whose 'Aceptar' closes and reloads the lists.
 */
export function PurchaseModal({ offer, onClose }: PurchaseModalProps) {
  const currency = useCurrencyLabel();
  const reload = useReloadMarkets();
  const purchase = useSecondaryPurchase();
  const [result, setResult] = useState<OperationResult | null>(null);

  const accept = useCallback(() => {
    setResult(null);
    void reload();
    onClose();
  }, [reload, onClose]);

  if (!offer) return null;
  const o = offer;

  const buy = async () => {
    if (purchase.isPending) return;
    try {
      setResult({ ok: true, message: (await purchase.mutateAsync(o.offer_id)).message });
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    }
  };

  const money = (v: string) => formatAmount(v, currency);
  return (
    <>
      <Modal
        opened={result === null}
        onClose={onClose}
        title={t.modalTitle(o.name)}
        closeButtonProps={{ 'aria-label': t.close }}
        size="lg"
      >
        <Stack gap="sm">
          <ProjectImage
            src={o.imagen}
            category={o.category}
            alt={t.image}
            h={140}
            fit="contain"
            radius="sm"
          />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {o.description}
          </Text>
          <DetailList
            items={[
              [t.precioOriginal, money(o.precio_original)],
              [t.rendimiento, money(o.rendimiento)],
              [t.valorActual, offeredValue(o.precio_original, o.rendimiento, currency)],
              [t.porcentajeVenta, formatRate(o.porcentaje_costo)],
              [t.salePrice, money(o.precioventa)],
              [t.rendimientoFuturo, money(o.rendimientofuturo)],
              [t.porcentajeDiario, formatRate(o.porcentaje_diario, 6)],
              [t.tiempoRemanente, t.days(o.tiemporemanente)],
              [t.saleEnd, o.fecha_fin ? formatDay(o.fecha_fin) : t.noEnd],
            ]}
          />
          <Group justify="flex-end">
            <Button
              onClick={() => void buy()}
              loading={purchase.isPending}
              aria-busy={purchase.isPending || undefined}
            >
              {t.buy}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ResultModal result={result} onAccept={accept} />
    </>
  );
}
