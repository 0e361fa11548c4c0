import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Profile } from '@/contract/auth';
import { isDemo } from '@/shared/api/session-queries';
import { loginStrings } from '../strings';

/** LOGIN-13, DEMO-03: the welcome shown on the login once the client is signed in, while the client area loads. */
export function SignedInNotice(props: { user: Profile | null; pending: boolean }) {
  const { user } = props;
  if (!user) return null;
  return (
    <Alert color="teal" variant="light" role="status">
      <Text fw={700}>{loginStrings.welcomeUser(user.name)}</Text>
      {isDemo(user.demo_status) && <Text size="sm">{loginStrings.demoWelcome}</Text>}
      {!props.pending && (
        // The page's text colour, underlined: the link colour on the alert's tint is under 4.5:1 (WCAG AA).
        <Anchor
          component={Link}
          to="/cliente"
          size="sm"
          fw={600}
          c="var(--mantine-color-text)"
          underline="always"
        >
          {loginStrings.goToAccount}
        </Anchor>
      )}
    </Alert>
  );
}
