import { Button } from '@mantine/core';
import { apiMode } from '@/shared/api/config';
import { outboxStrings } from '../strings';

/** The outbox exists only while the simulator answers the calls (SRV-09); with a real API it is hidden. */
export const demoOutboxAvailable = () => apiMode === 'mock';

/** Opens the demo outbox of `email`; nothing at all when the app talks to a real server. */
export function DemoOutboxButton(props: { email: string; onOpen: (email: string) => void }) {
  if (!demoOutboxAvailable()) return null;
  const email = props.email.trim();
  return (
    <Button variant="subtle" size="compact-sm" disabled={email === ''} onClick={() => props.onOpen(email)}>
      {outboxStrings.button}
    </Button>
  );
}
