import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's frame while its feature is being built: its title, and whatever the route already offers. */
export function ScreenPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children ?? <Text c="gray.7">Pantalla en construcción.</Text>}
    </Container>
  );
}
