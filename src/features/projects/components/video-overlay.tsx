import { Box, Button, Group } from '@mantine/core';
import { projectStrings } from '../strings';

const t = projectStrings.invest;

const isFile = (url: string) => /\.(mp4|webm|ogg)(\?.*)?$/i.test(url);

/** INVEST-17: the offer's video over the modal's content, with a button to close it. */
export function VideoOverlay({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
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
      {isFile(url) ? (
        <video src={url} controls style={{ width: '100%', flex: 1 }} aria-label={t.videoTitle(name)} />
      ) : (
        <iframe
          src={url}
          title={t.videoTitle(name)}
          style={{ width: '100%', flex: 1, border: 0, minHeight: 220 }}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
        />
      )}
    </Box>
  );
}
