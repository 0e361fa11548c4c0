import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, said plainly ('Sin depósitos'). */
  title: string;
  /** One line: why, or what happens next. */
  text?: string;
  /** The screen's primary action where it has one (a button or a link). */
  action?: ReactNode;
  /** Another icon of the set, when the inbox says less than the subject does. */
  icon?: ReactNode;
}

/** The one empty state: an icon, a title, one line and the screen's primary action, centred in its box. */
export function EmptyState({ title, text, action, icon }: EmptyStateProps) {
  return (
    <Stack gap={6} py="lg" align="center" ta="center" data-state="empty">
      <ThemeIcon variant="light" size={44} radius="xl" color="gray" aria-hidden="true">
        {icon ?? <IconInbox size={24} stroke={1.6} />}
      </ThemeIcon>
      <Text fw={700} size="lg">
        {title}
      </Text>
      {text !== undefined && <Text c="dimmed">{text}</Text>}
      {action}
    </Stack>
  );
}
