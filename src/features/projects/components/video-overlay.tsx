import { Button, Group } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { PlayableVideo } from '@/shared/trusted-url';
import { projectStrings } from '../strings';
import classes from './video-overlay.module.css';

const t = projectStrings.invest;

/**
 * What the players need and no more (INVEST-25): their scripts, their own origin (for their cookies and
 * storage) and casting. No top navigation, forms or pop-ups: the player's links to its own site do not open.
 */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * INVEST-17: the offer's video in the invest modal, in place of its sections (the modal hides them while it
 * plays), with a button to close it. Opening it puts the focus on 'Cerrar video'; that button and Escape close
 * it (the modal stays open: its own Escape waits while the video shows). INVEST-25: only what videoEmbed
 * accepted is played: YouTube's and Vimeo's players (VIDEO_FRAME_ORIGINS) in a sandboxed frame, the site's own
 * files in a video element.
 */
export function VideoOverlay({
  video,
  name,
  onClose,
}: {
  video: PlayableVideo;
  name: string;
  onClose: () => void;
}) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && !event.isComposing) onClose();
  });
  return (
    <div className={classes.overlay} data-video-overlay>
      <Group justify="flex-end">
        <Button ref={close} size="xs" variant="white" onClick={onClose}>
          {t.closeVideo}
        </Button>
      </Group>
      {video.kind === 'file' ? (
        <video src={video.src} controls className={classes.player} aria-label={t.videoTitle(name)} />
      ) : (
        <iframe
          src={video.src}
          title={t.videoTitle(name)}
          className={classes.player}
          sandbox={PLAYER_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      )}
    </div>
  );
}
