import type { ReactNode } from 'react';
import { titleFor } from '@/shared/navigation';
import { PageLoading } from '@/shared/ui/states/page-loading';
import { shellStrings } from '../strings';
import { ShellLayout } from './shell-layout';

export interface ClientFrameProps {
  /** The address being opened: the top bar's title is its screen's (SHELL-01). */
  pathname: string;
  /** The demo's banner is drawn (folded, DEMO-01). */
  demo: boolean;
  /** What the screen shows first whatever the client's data, as the screen draws it (its title, its landing). */
  lead?: ReactNode;
}

const nothing = () => undefined;

/**
 * SHELL-14: the client area while its code, the session check and the screen's data are on their way. The
 * client area's own frame (top bar with the screen's title, the demo's banner, the footer) around the screen's
 * lead and 'Cargando...': a client screen opened at its address paints it from its HTML before any script has
 * run, and the app keeps it until the screen draws, so the page keeps its shape from the first paint to the
 * screen. Nothing in it answers yet (inert): the client's name, menu and sign-out come with the session.
 */
export function ClientFrame({ pathname, demo, lead }: ClientFrameProps) {
  return (
    <ShellLayout
      title={titleFor(pathname)}
      // The name's row keeps its height until the name comes (a phone's top bar holds it on a second row).
      name={'\u00a0'}
      lastConnection={null}
      screens={[]}
      pathname={pathname}
      demo={demo}
      collapsed={false}
      onToggleCollapsed={nothing}
      mobileOpened={false}
      onToggleMobile={nothing}
      onCloseMobile={nothing}
      onSignOut={nothing}
      isMobile={false}
      frame
    >
      <FrameScreen lead={lead} />
    </ShellLayout>
  );
}

/**
 * The screen's part of the loading frame: its first lines, which do not answer yet, and 'Cargando...'. The live
 * shell shows it too while the screen's first commit is under way, so the page keeps its look until the screen
 * draws.
 */
export function FrameScreen({ lead }: Pick<ClientFrameProps, 'lead'>) {
  return (
    <>
      {lead && (
        <div inert data-frame-lead>
          {lead}
        </div>
      )}
      <PageLoading label={shellStrings.loading} compact={Boolean(lead)} />
    </>
  );
}
