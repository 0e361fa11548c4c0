import { Anchor, Button, Paper, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { ScreenTitle } from '../screen-title';
import { ErrorState } from '../states/error-state';

/** The words of a landing → lists screen: its title, the landing's lines, 'Atrás' and the switches. */
export interface ListSwitchStrings<Tab extends string> {
  title: string;
  loading: string;
  back: string;
  switchLabel: string;
  /** Each list's switch label, in the order the switches show. */
  switches: Record<Tab, string>;
  landing: { heading: string; tagline: string; continue: string; hint: string; failed: string };
}

export interface ListSwitchScreenProps<Tab extends string> {
  strings: ListSwitchStrings<Tab>;
  /** The landing heading's id, which names its section. */
  landingId: string;
  /** The URL's state: the lists are open (else the landing), and which one. */
  search: { listado: boolean; pestana: Tab };
  /** Opens the landing (false) or a list (true; the first one when no tab is given). */
  onShow: (listado: boolean, tab?: Tab) => void;
  /** What 'Continuar' loads before the lists show; a refusal keeps the landing with its failure line. */
  load: () => Promise<unknown>;
  /** The open list. */
  children: ReactNode;
  /** The screen's modals, shown over either view. */
  modals?: ReactNode;
}

/**
 * A client screen that opens on a landing with 'Continuar', then shows 'Atrás', the switches between its
 * lists and the open list. Views switch in the page, its path unchanged (ROUTE-20); the state lives in the
 * URL's search, so a reload, the back button and a shared link keep it. Moving between the landing and the
 * lists puts the focus on the new view's first control.
 */
export function ListSwitchScreen<Tab extends string>({
  strings: t,
  landingId,
  search: { listado, pestana },
  onShow,
  load,
  children,
  modals,
}: ListSwitchScreenProps<Tab>) {
  const phone = useMatches({ base: true, sm: false });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const onLanding = !listado;
  const shown = useRef(onLanding);
  useEffect(() => {
    if (shown.current === onLanding) return;
    shown.current = onLanding;
    (onLanding ? continueRef : backRef).current?.focus();
  }, [onLanding]);

  const open = async () => {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      await load();
      if (mounted.current) onShow(true);
    } catch {
      // ERR-03: the query cache has signed the client out; the shell leaves for the login screen.
      if (mounted.current) setFailed(true);
    } finally {
      if (mounted.current) setLoading(false);
    }
  };

  return (
    <Stack gap="md">
      <ScreenTitle>{t.title}</ScreenTitle>
      {onLanding ? (
        <ListLanding
          strings={t}
          landingId={landingId}
          loading={loading}
          onContinue={() => void open()}
          continueRef={continueRef}
        >
          {/* ERR-03: the query cache has signed the client out; this shows for the instant before the login. */}
          {failed && <ErrorState message={t.landing.failed} onRetry={() => void open()} />}
        </ListLanding>
      ) : (
        <Stack gap="md">
          <Anchor
            component="button"
            type="button"
            ref={backRef}
            onClick={() => onShow(false)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t.back}
          </Anchor>
          <SegmentedControl
            aria-label={t.switchLabel}
            value={pestana}
            onChange={(value) => onShow(true, value as Tab)}
            data={(Object.entries(t.switches) as [Tab, string][]).map(([value, label]) => ({ value, label }))}
            // A phone gives each switch half its width; a label that does not fit there wraps.
            fullWidth={phone}
            style={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
            styles={phone ? { label: { whiteSpace: 'normal' } } : undefined}
          />
          {children}
        </Stack>
      )}
      {modals}
    </Stack>
  );
}

export interface ListLandingProps {
  strings: Pick<ListSwitchStrings<string>, 'title' | 'loading' | 'landing'>;
  landingId: string;
  loading?: boolean;
  onContinue?: () => void;
  continueRef?: Ref<HTMLButtonElement>;
  /** Under the hint: the last 'Continuar''s failure. */
  children?: ReactNode;
}

/** The landing of a landing → lists screen: heading, tagline, 'Continuar' and the hint. */
export function ListLanding({
  strings: t,
  landingId,
  loading = false,
  onContinue,
  continueRef,
  children,
}: ListLandingProps) {
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby={landingId}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} size="h3" id={landingId}>
          {t.landing.heading}
        </Title>
        <Text c="gray.7">{t.landing.tagline}</Text>
        <Button
          ref={continueRef}
          color="blue.8"
          size="md"
          onClick={onContinue}
          aria-busy={loading || undefined}
        >
          {loading ? t.loading : t.landing.continue}
        </Button>
        <Text size="sm" c="gray.7">
          {t.landing.hint}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** What a landing → lists screen shows before its code has run: its title and its landing, as the screen draws them. */
export function ListLandingLead(props: Pick<ListLandingProps, 'strings' | 'landingId'>) {
  return (
    <Stack gap="md">
      <ScreenTitle>{props.strings.title}</ScreenTitle>
      <ListLanding {...props} />
    </Stack>
  );
}
