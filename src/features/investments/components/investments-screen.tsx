import { Anchor, Button, Paper, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Investment } from '@/contract/investments';
import { investmentFiltersQuery } from '@/shared/api/investment-filters';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { useReloadAfterSale } from '../api/offer-create';
import { activeInvestmentsQuery } from '../api/investments-list';
import { firstQuery } from '@/shared/ui/list/list-state';
import { investmentsSearchDefaults, type InvestmentsSearch, type InvestmentsTab } from '../model/list-query';
import { investmentsStrings } from '../strings';
import { InvestmentList } from './investment-list';

const t = investmentsStrings;

/** The sell modal's code loads the first time it opens. */
const SellModal = lazyWhenOpen(
  () => import('./sell-modal').then((m) => m.SellModal),
  (p) => p.investment !== null,
);

export interface InvestmentsScreenProps extends SearchStateProps<InvestmentsSearch> {
  /** The list to start on when no state is given (stories); the landing without one. */
  initialView?: InvestmentsTab;
}

/**
 * '/cliente/inversiones' ('Mis inversiones', ROUTE-14). The landing's 'Continuar' loads the active list and
 * the project options, then shows 'Atrás' and the switches 'Inversiones activas' / 'Inversiones vendidas'
 * (INV-01..INV-03). Views switch in the page, its path unchanged (ROUTE-20); the route keeps the landing or list, the
 * open list's filters and page in the URL's search, so a reload, the back button and a shared link keep them.
 */
export function InvestmentsScreen({ initialView, ...props }: InvestmentsScreenProps) {
  const queryClient = useQueryClient();
  const reload = useReloadAfterSale();
  const phone = useMatches({ base: true, sm: false });
  const [search, update] = useSearchState(props, {
    ...investmentsSearchDefaults,
    listado: initialView !== undefined,
    pestana: initialView ?? investmentsSearchDefaults.pestana,
  });
  // Another list, or the landing, starts unfiltered on page 1.
  const show = (listado: boolean, pestana: InvestmentsTab = investmentsSearchDefaults.pestana) =>
    update({ ...investmentsSearchDefaults, listado, pestana });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [selling, setSelling] = useState<Investment | null>(null);
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
      // INV-01: the lists are loaded before they show (fresh data, as the projects landing).
      await Promise.all([
        queryClient.fetchQuery({ ...activeInvestmentsQuery(firstQuery), staleTime: 0 }),
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
        <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="inversiones-landing">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} size="h3" id="inversiones-landing">
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
            onClick={() => show(false)}
            ref={backRef}
            style={{ alignSelf: 'flex-start' }}
          >
            {t.back}
          </Anchor>
          <SegmentedControl
            aria-label={t.switchLabel}
            value={search.pestana}
            onChange={(value) => show(true, value)}
            data={[
              { value: 'activas', label: t.switches.activas },
              { value: 'vendidas', label: t.switches.vendidas },
            ]}
            // A phone gives each switch half its width; a label that does not fit there wraps.
            fullWidth={phone}
            style={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
            styles={phone ? { label: { whiteSpace: 'normal' } } : undefined}
          />
          <InvestmentList
            key={search.pestana}
            kind={search.pestana}
            search={search}
            onSearch={update}
            onSell={setSelling}
          />
        </Stack>
      )}
      <SellModal
        investment={selling}
        onClose={() => setSelling(null)}
        onDone={() => {
          setSelling(null);
          void reload();
        }}
      />
    </Stack>
  );
}
