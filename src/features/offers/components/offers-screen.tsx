import { Anchor, Button, Paper, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Offer } from '@/contract/offers';
import type { Project } from '@/contract/projects';
import { investmentFiltersQuery } from '@/shared/api/investment-filters';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { useReloadAfterCancel } from '../api/offer-cancel';
import { offersListQuery } from '../api/offers-list';
import { firstQuery } from '@/shared/ui/list/list-state';
import { offersSearchDefaults, type OffersSearch, type OffersTab } from '../model/list-query';
import { offersStrings } from '../strings';
import { MyOffers } from './my-offers';
import { MyProjects } from './my-projects';

const t = offersStrings;

/** The modals' code loads the first time each opens. */
const CancelOfferModal = lazyWhenOpen(
  () => import('./cancel-offer-modal').then((m) => m.CancelOfferModal),
  (p) => p.offer !== null,
);
const OfficeModal = lazyWhenOpen(
  () => import('./office-modal').then((m) => m.OfficeModal),
  (p) => p.opened,
);

export interface InvestModalSlotProps {
  project: Project;
  onClose: () => void;
}

export interface OffersScreenProps extends SearchStateProps<OffersSearch> {
  /** MYPROJ-05: the primary market's invest modal (the projects feature), composed by the route. */
  investModal?: (props: InvestModalSlotProps) => ReactNode;
  /** The list to start on when no state is given (stories); the landing without one. */
  initialView?: OffersTab;
}

/**
 * '/cliente/ofertas' ('Mis ofertas', ROUTE-15). The landing 'Ofertas' with 'Continuar' (OFFER-01), then
 * 'Atrás' and the switches 'Mis ofertas' and 'Mis proyectos' (OFFER-02, OFFER-03). Every client reaches
 * 'Mis proyectos'; an issuer sees its projects there, others its empty message (ROLE-10, ROLE-11). Views
 * switch in the page, its path unchanged (ROUTE-20); the route keeps the landing or list, the open list's filters and
 * page in the URL's search, so a reload, the back button and a shared link keep them.
 */
export function OffersScreen({ investModal, initialView, ...props }: OffersScreenProps) {
  const queryClient = useQueryClient();
  const reload = useReloadAfterCancel();
  const phone = useMatches({ base: true, sm: false });
  const [search, update] = useSearchState(props, {
    ...offersSearchDefaults,
    listado: initialView !== undefined,
    pestana: initialView ?? offersSearchDefaults.pestana,
  });
  // Another list, or the landing, starts unfiltered on page 1.
  const show = (listado: boolean, pestana: OffersTab = offersSearchDefaults.pestana) =>
    update({ ...offersSearchDefaults, listado, pestana });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [cancelling, setCancelling] = useState<Offer | null>(null);
  const [office, setOffice] = useState(false);
  const [investing, setInvesting] = useState<Project | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  // Keyboard use: moving between the landing and the lists puts the focus on the new view's first control.
  const onLanding = !search.listado;
  const shown = useRef(onLanding);
  useEffect(() => {
    if (shown.current === onLanding) return;
    shown.current = onLanding;
    (onLanding ? continueRef : backRef).current?.focus();
  }, [onLanding]);

  const load = async () => {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      await Promise.all([
        queryClient.fetchQuery({ ...offersListQuery(firstQuery), staleTime: 0 }),
        queryClient.ensureQueryData(investmentFiltersQuery()),
      ]);
      if (mounted.current) show(true);
    } catch {
      // ERR-03: the query cache has signed the client out; the shell leaves for the login screen.
      if (mounted.current) setFailed(true);
    } finally {
      if (mounted.current) setLoading(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t.title}
      </Title>
      {onLanding ? (
        <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="ofertas-landing">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} size="h3" id="ofertas-landing">
              {t.landing.heading}
            </Title>
            <Text c="gray.7">{t.landing.tagline}</Text>
            <Button
              ref={continueRef}
              color="blue.8"
              size="md"
              onClick={() => void load()}
              aria-busy={loading || undefined}
            >
              {loading ? t.loading : t.landing.continue}
            </Button>
            <Text size="sm" c="gray.7">
              {t.landing.hint}
            </Text>
            {failed && (
              <Text role="alert" c="red.8">
                {t.landing.failed}
              </Text>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          <Anchor
            component="button"
            type="button"
            ref={backRef}
            onClick={() => show(false)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t.back}
          </Anchor>
          <SegmentedControl
            aria-label={t.switchLabel}
            value={search.pestana}
            onChange={(value) => show(true, value)}
            data={[
              { value: 'ofertas', label: t.switches.ofertas },
              { value: 'proyectos', label: t.switches.proyectos },
            ]}
            // A phone gives each switch half its width; a label that does not fit there wraps.
            fullWidth={phone}
            style={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
            styles={phone ? { label: { whiteSpace: 'normal' } } : undefined}
          />
          {search.pestana === 'ofertas' ? (
            <MyOffers search={search} onSearch={update} onCancel={setCancelling} />
          ) : (
            <MyProjects
              search={search}
              onSearch={update}
              onOpenProject={investModal ? setInvesting : undefined}
              onShowOffice={() => setOffice(true)}
            />
          )}
        </Stack>
      )}
      <CancelOfferModal
        offer={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          void reload();
        }}
      />
      <OfficeModal opened={office} onClose={() => setOffice(false)} />
      {investModal &&
        investing &&
        investModal({
          project: investing,
          // p2 §4: the invest modal reloads the lists itself when it closes.
          onClose: () => setInvesting(null),
        })}
    </Stack>
  );
}
