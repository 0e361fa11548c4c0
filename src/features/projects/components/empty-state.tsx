import { Paper, Text, Title } from '@mantine/core';

/** PROJ-26..28: a listing's empty state, a heading and a line. */
export function EmptyState({ title, text, busy }: { title: string; text: string; busy?: boolean }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center" role={busy ? 'status' : undefined} data-empty-state>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text c="gray.7" mt={4}>
        {text}
      </Text>
    </Paper>
  );
}
