import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { SUPPORT_CHAT_URL } from '../model/support';
import { shellStrings } from '../strings';
import { ChatIcon } from './shell-icons';

const t = shellStrings.footer;

/**
 * SHELL-06, GEN-02: the footer's one-line contact link opens a chat with the provider's support in a new tab;
 * the support hours (p1 §9) follow it.
 */
export function ShellFooter() {
  return (
    <Group h="100%" px="md" gap={6} justify="center" wrap="wrap" style={{ rowGap: 0 }}>
      <Anchor
        href={SUPPORT_CHAT_URL}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        fw={600}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      >
        <ChatIcon />
        {t.support}
        <VisuallyHidden>{` ${t.opensInNewTab}`}</VisuallyHidden>
      </Anchor>
      <Text size="sm" c="gray.7">
        {`(${t.hours})`}
      </Text>
    </Group>
  );
}
