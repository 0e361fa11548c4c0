import { Badge, Box, Modal, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Project } from '@/contract/projects';
import { useCurrencyLabel } from '@/shared/format/currency';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { useAssociatedParcels } from '../api/associated-parcels';
import { useInvest } from '../api/investment-create';
import { useReloadMarkets } from '../api/market-reload';
import { failureMessage } from '../model/failure';
import { offerVideo } from '../model/invest';
import { projectStrings } from '../strings';
import { BalanceForm } from './balance-form';
import { DistributionSection } from './distribution-section';
import { OfferSection } from './offer-section';
import { ResultModal, type OperationResult } from './result-modal';
import { VideoOverlay } from './video-overlay';
import { TabBar } from '@/shared/ui/tab-bar';

const t = projectStrings.invest;

/** INVEST-23: the invest message clears after 50 seconds and the modal then closes. */
export const INVEST_MESSAGE_MS = 50_000;

/** INVEST-15: from this width the three sections sit side by side. */
const WIDE = '(min-width: 62em)';

export interface InvestModalProps {
  /** The project to invest in; null when closed. */
  project: Project | null;
  onClose: () => void;
  /** Forces a layout (stories); by default it follows the screen's width. */
  layout?: 'columns' | 'tabs';
}

/**
 * The invest modal of the primary market (p2 §2.2), from the projects listing or the dashboard's carousel.
 * Opening it asks for the contract's parcels (PROJ-20); 'Invertir' posts the amount (INVEST-18); the result
 * shows in its own modal whose 'Aceptar' closes both and reloads the lists (INVEST-20, INVEST-21); closing the
 * invest modal reloads them too (INVEST-22).
 */
export function InvestModal({ project, onClose, layout }: InvestModalProps) {
  const currency = useCurrencyLabel();
  const wideScreen = useMediaQuery(WIDE) ?? false;
  const wide = layout ? layout === 'columns' : wideScreen;
  const reload = useReloadMarkets();
  const invest = useInvest();
  const [result, setResult] = useState<OperationResult | null>(null);
  const [video, setVideo] = useState(false);
  const parcels = useAssociatedParcels(project?.nrocontrato ?? '');
  // INVEST-17: closing the video (its button or Escape) gives the focus back to 'Ver video', once shown again.
  const videoButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const closeVideo = useCallback(() => {
    returnFocus.current = true;
    setVideo(false);
  }, []);
  useEffect(() => {
    if (video || !returnFocus.current) return;
    returnFocus.current = false;
    videoButton.current?.focus();
  }, [video]);

  const close = useCallback(() => {
    setResult(null);
    setVideo(false);
    void reload();
    onClose();
  }, [reload, onClose]);

  if (!project) return null;
  const p = project;
  // INVEST-25: only a video the client plays opens the overlay; one on another host is a link in the offer.
  const offered = offerVideo(p.video);
  const playable = offered && offered.kind !== 'link' ? offered : null;
  const playing = video && playable !== null;

  const submit = async (amount: string) => {
    try {
      const response = await invest.mutateAsync({ amount, project_id: p.id });
      setResult({ ok: true, message: response.message });
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    }
  };

  const sections = {
    offer: (
      <OfferSection
        project={p}
        parcels={parcels.data ?? []}
        currency={currency}
        onVideo={playable ? () => setVideo(true) : undefined}
        videoButtonRef={videoButton}
      />
    ),
    distribution: <DistributionSection project={p} currency={currency} />,
    balance: (
      <BalanceForm
        project={p}
        currency={currency}
        pending={invest.isPending}
        onInvest={(a) => void submit(a)}
      />
    ),
  };

  return (
    <>
      <Modal
        opened={result === null}
        onClose={close}
        title={t.title(p.name, p.nrocontrato)}
        closeButtonProps={{ 'aria-label': t.close }}
        size={wide ? '80rem' : 'lg'}
        // While the video plays, Escape closes the video (VideoOverlay), not the modal.
        closeOnEscape={!playing}
      >
        {/* INVEST-17: the video takes the sections' place while it plays; they stay mounted (the tab, the
            amount typed), hidden, so the modal holds only the video, in view however far it was scrolled. */}
        <div hidden={playing}>
          <Badge variant="light" color="teal" mb="sm">
            {t.market}
          </Badge>
          {wide ? (
            <ResponsiveGrid cols={3} spacing="lg" data-layout="columns">
              {(['offer', 'distribution', 'balance'] as const).map((key) => (
                <Box component="section" key={key} aria-label={t.tabs[key]}>
                  <Title order={3} size="h5" mb="xs">
                    {t.tabs[key]}
                  </Title>
                  {sections[key]}
                </Box>
              ))}
            </ResponsiveGrid>
          ) : (
            <Tabs defaultValue="offer" keepMounted={false} data-layout="tabs">
              <TabBar aria-label={t.tabsLabel} grow>
                <Tabs.Tab value="offer">{t.tabs.offer}</Tabs.Tab>
                <Tabs.Tab value="distribution">{t.tabs.distribution}</Tabs.Tab>
                <Tabs.Tab value="balance">{t.tabs.balance}</Tabs.Tab>
              </TabBar>
              <Tabs.Panel value="offer" pt="sm">
                {sections.offer}
              </Tabs.Panel>
              <Tabs.Panel value="distribution" pt="sm">
                {sections.distribution}
              </Tabs.Panel>
              <Tabs.Panel value="balance" pt="sm">
                {sections.balance}
              </Tabs.Panel>
            </Tabs>
          )}
        </div>
        {playing && <VideoOverlay video={playable} name={p.name} onClose={closeVideo} />}
      </Modal>
      <ResultModal result={result} onAccept={close} autoCloseMs={INVEST_MESSAGE_MS} />
    </>
  );
}
