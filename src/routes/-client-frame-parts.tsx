import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { cardStrings } from '@/features/cards/strings';
import { depositStrings } from '@/features/deposits/strings';
import { investmentsStrings } from '@/features/investments/strings';
import { StatementHeading } from '@/features/movements/components/statement-heading';
import { offersStrings } from '@/features/offers/strings';
import { ProjectsLanding } from '@/features/projects/components/projects-landing';
import { ClientFrame } from '@/features/shell/components/client-frame';
import { withdrawalStrings } from '@/features/withdrawals/strings';
import { ListLandingLead } from '@/shared/ui/list/list-switch-screen';
import { ScreenTitle } from '@/shared/ui/screen-title';

const nothing = () => undefined;

/**
 * Each screen's first lines, as the screen itself draws them whatever the client's data: the loading frame
 * shows them at once, and on a phone they are what the screen is first seen by. `landing`: drawn only while
 * the address opens the screen's landing, not its lists (`?listado=true`).
 */
const LEADS: readonly { path: string; landing?: boolean; lead: (demo: boolean) => ReactNode }[] = [
  {
    path: '/cliente/projectos',
    landing: true,
    lead: () => (
      <Stack gap="sm" align="center">
        <ProjectsLanding loading={false} onContinue={nothing} />
      </Stack>
    ),
  },
  {
    path: '/cliente/inversiones',
    landing: true,
    lead: () => <ListLandingLead strings={investmentsStrings} landingId="inversiones-landing" />,
  },
  {
    path: '/cliente/ofertas',
    landing: true,
    lead: () => <ListLandingLead strings={offersStrings} landingId="ofertas-landing" />,
  },
  {
    path: '/cliente/estado-de-cuenta',
    lead: (demo) => (
      <Stack gap="md">
        <StatementHeading demo={demo} />
      </Stack>
    ),
  },
  ...[
    { path: '/cliente/ultradeposito', title: depositStrings.title },
    { path: '/cliente/retiro', title: withdrawalStrings.title },
    { path: '/cliente/user-tarjeta', title: cardStrings.title },
  ].map(({ path, title }) => ({
    path,
    lead: () => (
      <Stack gap="md">
        <ScreenTitle>{title}</ScreenTitle>
      </Stack>
    ),
  })),
];

/** The attribute of a lead drawn only on its screen's landing (the prerendered page drops it at a list's address). */
export const LANDING_LEAD_ATTRIBUTE = 'data-landing-lead';

export interface ClientFrameForProps {
  pathname: string;
  demo: boolean;
  /** The address opens a screen's lists; unknown (undefined) when the page is drawn before any script runs. */
  listado?: boolean;
}

/**
 * The first lines of the screen at `pathname`, marked when drawn only on its landing; none when the screen has
 * none, or at a list's address.
 */
export function frameLead(
  { pathname, listado }: Omit<ClientFrameForProps, 'demo'>,
  demo: boolean,
): ReactNode {
  const entry = LEADS.find((l) => pathname.endsWith(l.path));
  if (!entry || (entry.landing && listado)) return undefined;
  return <div {...(entry.landing ? { [LANDING_LEAD_ATTRIBUTE]: '' } : {})}>{entry.lead(demo)}</div>;
}

/** SHELL-14: the client area's loading frame at `pathname`, with its screen's first lines. */
export function ClientFrameFor({ pathname, demo, listado }: ClientFrameForProps) {
  return <ClientFrame pathname={pathname} demo={demo} lead={frameLead({ pathname, listado }, demo)} />;
}
