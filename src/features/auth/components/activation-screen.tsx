import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useActivation } from '../api/activation';
import { activationStrings as t, commonStrings } from '../strings';
import { AuthFrame } from './auth-frame';

/**
 * /activation/{token} (ROUTE-08): confirms the e-mail with the token of the URL on opening (ACT-01) and
 * shows the result (ACT-02..ACT-04), with a button to log in on both outcomes (ACT-05, ACT-06).
 */
export function ActivationScreen(props: { token: string }) {
  const state = useActivation(props.token);
  return (
    <AuthFrame title={t.title}>
      {state === 'loading' ? (
        <LoadingState shape="lines" count={2} label={commonStrings.loading} />
      ) : (
        <Stack gap="md" align="center" ta="center" role="status">
          <ThemeIcon
            size={56}
            radius="xl"
            color={state === 'ok' ? 'teal' : 'red'}
            variant="light"
            aria-hidden
          >
            <Text fw={800} size="xl">
              {state === 'ok' ? '✓' : '!'}
            </Text>
          </ThemeIcon>
          <Title order={2}>{state === 'ok' ? t.successTitle : t.failureTitle}</Title>
          <Text>{state === 'ok' ? t.successText : t.failureText}</Text>
          <Button component={Link} to="/login" size="md">
            {t.login}
          </Button>
        </Stack>
      )}
    </AuthFrame>
  );
}
