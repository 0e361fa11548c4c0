import { Center, Loader, Stack, Text } from '@mantine/core';
import { shellStrings } from '../strings';

/** SHELL-14: what the client area shows while its data loads: 'Cargando...'. */
export function ShellLoading() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{shellStrings.loading}</Text>
      </Stack>
    </Center>
  );
}
