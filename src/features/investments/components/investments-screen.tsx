import { Anchor, Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Investment } from '@/contract/investments';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { useReloadAfterSale } from '../api/offer-create';
import { activeInvestmentsQuery } from '../api/investments-list';
import { investmentFiltersQuery } from '../api/investment-filters';
import { firstQuery } from '../model/list-query';
import { investmentsStrings } from '../strings';
import { ActiveInvestments } from './active-investments';
import { SoldInvestments } from './sold-investments';

const t = investmentsStrings;

/** The sell modal's code loads the first time it opens. */
const SellModal = lazyWhenOpen(
  () => import('./sell-modal').then((m) => m.SellModal),
  (p) => p.investment !== null,
);

export type InvestmentsView = 'landing' | 'activas' | 'vendidas';
type View = InvestmentsView;

export interface InvestmentsScreenProps {
  /** The view to start on (stories); the route starts on the landing. */
  initialView?: InvestmentsView;
}

/**
 * '/cliente/inversiones' ('Mis inversiones', ROUTE-14). The landing's 'Continuar' loads the active list and
 * the project options, then shows 'Atrás' and the switches 'Inversiones activas' / 'Inversiones vendidas'
 * (INV-01..INV-03). Views switch by state; the URL stays (ROUTE-20).
 */
export function InvestmentsScreen({ initialView = 'landing' }: InvestmentsScreenProps) {
  const queryClient = useQueryClient();
  const reload = useReloadAfterSale();
  const [view, setView] = useState<View>(initialView);
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
  const onLanding = view === 'landing';
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
      if (mounted.current) setView('activas');
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
            onClick={() => setView('landing')}
            ref={backRef}
            style={{ alignSelf: 'flex-start' }}
          >
            {t.back}
          </Anchor>
          <SegmentedControl
            aria-label={t.switchLabel}
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'activas', label: t.switches.activas },
              { value: 'vendidas', label: t.switches.vendidas },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {view === 'activas' ? <ActiveInvestments onSell={setSelling} /> : <SoldInvestments />}
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
