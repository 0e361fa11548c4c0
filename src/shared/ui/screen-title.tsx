import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A client screen's own heading (h1, at the size of an h2: the top bar already names the screen in large). */
export function ScreenTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Title order={1} size="h2" id={id}>
      {children}
    </Title>
  );
}
