import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Ref } from 'react';
import type { Parcel, Project } from '@/contract/projects';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { documentLink, offerVideo } from '../model/invest';
import { projectStrings } from '../strings';
import { DetailList } from './detail-list';
import { ParcelsList } from './parcels-list';

const t = projectStrings.invest;

export interface OfferSectionProps {
  project: Project;
  parcels: readonly Parcel[];
  currency: string;
  /** INVEST-17: opens the video overlay (only when the project has a video the client plays). */
  onVideo?: () => void;
  /** The 'Ver video' button, which gets the focus back when the video closes. */
  videoButtonRef?: Ref<HTMLButtonElement>;
}

/**
 * INVEST-03..06: 'Datos de la oferta', with the issuer PDF, the brochure and the associated parcels.
 * INVEST-25: the image and the documents are linked only when the client follows their URL (https or the
 * site's own); a video the client does not play (another https host) is a plain link that names its host.
 */
export function OfferSection({ project: p, parcels, currency, onVideo, videoButtonRef }: OfferSectionProps) {
  const f = t.fields;
  const image = documentLink(p.imagen);
  const pdf = documentLink(p.pdf_oferente);
  const brochure = documentLink(p.brouchure);
  const video = offerVideo(p.video);
  const playable = onVideo !== undefined && video !== null && video.kind !== 'link';
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
      {image && (
        <Anchor href={image} target="_blank" rel="noopener noreferrer" size="sm">
          {t.imageLink}
        </Anchor>
      )}
      <ParcelsList parcels={parcels} currency={currency} />
      {(pdf || brochure || playable) && (
        <Group gap="xs">
          {pdf && (
            <Button
              component="a"
              href={pdf}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xs"
            >
              {t.offerPdf}
            </Button>
          )}
          {brochure && (
            <Button
              component="a"
              href={brochure}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xs"
            >
              {t.catalogue}
            </Button>
          )}
          {playable && (
            <Button ref={videoButtonRef} variant="light" size="xs" onClick={onVideo}>
              {t.video}
            </Button>
          )}
        </Group>
      )}
      {video?.kind === 'link' && (
        <Anchor
          href={video.href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          data-video-link
          style={{ display: 'inline-flex', alignItems: 'flex-start', gap: 6, overflowWrap: 'anywhere' }}
        >
          <IconExternalLink size={18} stroke={1.75} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
          <span>{t.videoLink(video.host)}</span>
        </Anchor>
      )}
    </Stack>
  );
}
