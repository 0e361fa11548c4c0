import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { Parcel, Project } from '@/contract/projects';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { hasDocument } from '../model/invest';
import { projectStrings } from '../strings';
import { DetailList } from './detail-list';
import { ParcelsList } from './parcels-list';

const t = projectStrings.invest;

export interface OfferSectionProps {
  project: Project;
  parcels: readonly Parcel[];
  currency: string;
  /** INVEST-17: opens the video overlay (only when the project has a video). */
  onVideo?: () => void;
}

/** INVEST-03..06: 'Datos de la oferta', with the issuer PDF, the brochure and the associated parcels. */
export function OfferSection({ project: p, parcels, currency, onVideo }: OfferSectionProps) {
  const f = t.fields;
  return (
    <Stack gap="sm">
      <DetailList
        items={[
          [f.tipo, p.tipo],
          [f.amount, formatAmount(p.amount_proyecto, currency)],
          [f.invested, formatAmount(p.amount_invertido, currency)],
          [f.interest, formatRate(p.tax_referential_client)],
          [f.warranty, p.warranty],
          [f.risk, p.risk],
          [f.yieldDate, formatDay(p.end_date)],
          [f.dias, String(p.dias)],
          [f.remaining, String(p.tiemporemanente)],
          [f.name, p.name],
        ]}
      />
      <div>
        <Text size="xs" c="gray.7">
          {f.description}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {p.description}
        </Text>
      </div>
      {hasDocument(p.imagen) && (
        <Anchor href={p.imagen} target="_blank" rel="noopener noreferrer" size="sm">
          {t.imageLink}
        </Anchor>
      )}
      <ParcelsList parcels={parcels} currency={currency} />
      <Group gap="xs">
        {hasDocument(p.pdf_oferente) && (
          <Button
            component="a"
            href={p.pdf_oferente}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="xs"
          >
            {t.offerPdf}
          </Button>
        )}
        {hasDocument(p.brouchure) && (
          <Button
            component="a"
            href={p.brouchure}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="xs"
          >
            {t.catalogue}
          </Button>
        )}
        {onVideo && hasDocument(p.video) && (
          <Button variant="light" size="xs" onClick={onVideo}>
            {t.video}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
