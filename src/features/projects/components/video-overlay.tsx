import { Box, Button, Group } from '@mantine/core';
import type { PlayableVideo } from '@/shared/trusted-url';
import { projectStrings } from '../strings';

const t = projectStrings.invest;

/**
 * What the players need and no more (INVEST-25): their scripts, their own origin (for their cookies and
 * storage) and casting. No top navigation, forms or pop-ups: the player's links to its own site do not open.
 */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * INVEST-17: the offer's video over the modal's content, with a button to close it. INVEST-25: only what
 * videoEmbed accepted is played: YouTube's and Vimeo's players (VIDEO_FRAME_ORIGINS) in a sandboxed frame,
 * the site's own files in a video element.
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
  return (
    <Box
      pos="absolute"
      inset={0}
      bg="dark.9"
      p="sm"
      style={{ zIndex: 5, display: 'flex', flexDirection: 'column', gap: 8 }}
      data-video-overlay
    >
      <Group justify="flex-end">
        <Button size="xs" variant="white" onClick={onClose} data-autofocus>
          {t.closeVideo}
        </Button>
      </Group>
      {video.kind === 'file' ? (
        <video src={video.src} controls style={{ width: '100%', flex: 1 }} aria-label={t.videoTitle(name)} />
      ) : (
        <iframe
          src={video.src}
          title={t.videoTitle(name)}
          style={{ width: '100%', flex: 1, border: 0, minHeight: 220 }}
          sandbox={PLAYER_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      )}
    </Box>
  );
}
