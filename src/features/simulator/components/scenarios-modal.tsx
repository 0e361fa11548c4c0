import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useLoadScenario } from '../api/simulator-scenario';
import { type Scenario, scenarioLink, scenarioOf, scenarios } from '../model/scenarios';
import { simulatorStrings } from '../strings';

const t = simulatorStrings.scenarios;

/** Where 'Copiar enlace' points: this site's root, under its sub-path too. */
const linkOf = (nombre: string) => scenarioLink(nombre, window.location.origin, import.meta.env.BASE_URL);

function CopyLink(props: { scenario: Scenario }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const url = linkOf(props.scenario.nombre);
  const copy = () => {
    const done = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('sin portapapeles'));
    done.then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={
          copied === 'yes' ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
        }
        aria-label={t.copyNamed(props.scenario.title)}
        onClick={copy}
      >
        {copied === 'yes' ? t.copied : t.copy}
      </Button>
      <Text
        size="xs"
        role="status"
        c={copied === 'no' ? 'red.8' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {copied === 'no' ? t.copyFailed(url) : ''}
      </Text>
    </>
  );
}

function ScenarioList(props: { onChoose: (scenario: Scenario) => void }) {
  return (
    <Stack gap="sm">
      <Text size="sm">{t.intro}</Text>
      <Stack component="ul" gap="sm" aria-label={t.list} m={0} p={0} style={{ listStyle: 'none' }}>
        {scenarios.map((scenario) => (
          <Paper component="li" key={scenario.nombre} withBorder radius="md" p="sm">
            <Text component="h3" fw={700} fz="md" m={0}>
              {scenario.title}
            </Text>
            <Text size="sm" mt={4}>
              {scenario.description}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t.entersAs(scenario.persona)}
            </Text>
            <Group gap="xs" mt="xs">
              <Button
                size="compact-sm"
                aria-label={t.loadNamed(scenario.title)}
                onClick={() => props.onChoose(scenario)}
              >
                {t.load}
              </Button>
              <CopyLink scenario={scenario} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * SCEN-06, SCEN-07: the demo's prepared scenarios. From the menu it lists them; 'Cargar' asks first, then
 * loads, showing progress, and on success every session ends (the login screen names the account to enter
 * with). Opened by a shared link (`link`), it loads at once unless the demo is in use: the server's 409 then
 * turns it into the same question; an unknown name shows the server's message and nothing changed.
 */
export function ScenariosModal(props: { opened: boolean; link?: string; onClose: () => void }) {
  const { opened, link, onClose } = props;
  const load = useLoadScenario();
  const [chosen, setChosen] = useState<Scenario | null>(() => (link ? (scenarioOf(link) ?? null) : null));
  const started = useRef(false);

  useEffect(() => {
    if (!opened || !link || started.current) return;
    started.current = true;
    load.mutateAsync({ nombre: link, soloSinUso: true }).then(onClose, () => undefined);
  }, [opened, link, load, onClose]);

  const inUse = load.error instanceof ApiError && load.error.status === 409;
  const refused = load.isError && !inUse;
  const confirm = (scenario: Scenario) => {
    load.reset();
    void load.mutateAsync({ nombre: scenario.nombre }).then(onClose, () => undefined);
  };
  const back = () => {
    load.reset();
    setChosen(null);
  };

  let body;
  if (load.isPending) {
    body = (
      <Text role="status" aria-live="polite">
        {t.loading(chosen?.title ?? link ?? '')}
      </Text>
    );
  } else if (refused) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t.refusedTitle}>
        <Text size="sm">{load.error.message}</Text>
        <Text size="sm">{t.unchanged}</Text>
      </Alert>
    );
  } else if (chosen) {
    body = (
      <Stack gap="xs">
        {inUse && (
          <Alert color="yellow" variant="light" role="alert">
            <Text size="sm">{load.error?.message}</Text>
          </Alert>
        )}
        <Text>{t.confirmBody(chosen.title)}</Text>
        <Text>{t.confirmSessions}</Text>
      </Stack>
    );
  } else {
    body = <ScenarioList onChoose={setChosen} />;
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={chosen && !refused ? t.confirmTitle : t.title}
      size="lg"
      closeOnClickOutside={!load.isPending}
      closeOnEscape={!load.isPending}
      withCloseButton={!load.isPending}
      closeButtonProps={{ 'aria-label': simulatorStrings.closeDialog }}
    >
      <Stack gap="md">
        {body}
        {chosen && !refused && (
          <Group justify="flex-end">
            <Button variant="default" onClick={link ? onClose : back} disabled={load.isPending}>
              {link ? t.cancel : t.back}
            </Button>
            <Button color="red.8" onClick={() => confirm(chosen)} loading={load.isPending}>
              {t.confirm}
            </Button>
          </Group>
        )}
        {refused && (
          <Group justify="flex-end">
            {!link && (
              <Button variant="default" onClick={back}>
                {t.back}
              </Button>
            )}
            <Button onClick={onClose}>{t.close}</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
