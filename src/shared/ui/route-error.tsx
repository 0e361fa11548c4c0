import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** What a screen shows when it fails for a reason nobody expected: in Spanish, with a way out. */
export function RouteError() {
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1} size="h2">
          Algo salió mal
        </Title>
        <Text>No pudimos mostrar esta pantalla. Intente nuevamente.</Text>
        <Button w="fit-content" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      </Stack>
    </Container>
  );
}
