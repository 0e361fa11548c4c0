import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import publicPage from '@/shared/ui/public-page.module.css';
import { demoPersonas, type DemoPersona } from '../model/demo-personas';
import { demoEntryStrings as t } from '../strings';
import classes from './demo-personas.module.css';

/** The anchor of the section, for the link at the top of the login form. */
export const DEMO_ENTRY_ID = 'probar-la-demo';

function PersonaCard(props: {
  persona: DemoPersona;
  busy: boolean;
  disabled: boolean;
  onEnter: (persona: DemoPersona) => void;
}) {
  const { persona } = props;
  const showsId = useId();
  // The button holds the name, the role and 'Entrar': its accessible name is what it shows. Its ::after
  // covers the whole card, so a tap anywhere on it enters; the line of what it shows describes it.
  return (
    <div className={classes.card} data-disabled={props.disabled || undefined}>
      <UnstyledButton
        className={classes.enterButton}
        data-persona={persona.key}
        aria-describedby={showsId}
        aria-busy={props.busy}
        disabled={props.disabled}
        onClick={() => props.onEnter(persona)}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <span>
            <Text component="span" display="block" fw={700} lh={1.3}>
              {persona.name}
            </Text>
            <Text component="span" display="block" size="sm" c="teal.9" fw={600} lh={1.3}>
              {persona.role}
            </Text>
          </span>
          {/* The card's 'Entrar →', drawn as a button inside the card's own: its progress is Button's. The
              spinner is hidden from screen readers; 'Entrando...' under it is in the card's name. */}
          <Button
            component="span"
            variant="transparent"
            // The transparent variant would take the lighter teal.6: the text keeps teal.9, for contrast.
            c="teal.9"
            loaderProps={{ color: 'teal.9' }}
            size="compact-sm"
            px={0}
            fw={700}
            loading={props.busy}
            className={classes.enter}
          >
            {props.busy ? t.entering : t.enter}
          </Button>
        </Group>
      </UnstyledButton>
      <Text id={showsId} size="sm" mt={4}>
        {persona.shows}
      </Text>
    </div>
  );
}

/**
 * "Probar la demo": one card per demo persona; a click signs in with its published credentials through the
 * same login flow as the form, so a prospect reaches a full client area without typing.
 */
export function DemoPersonas(props: {
  pending: boolean;
  locked: boolean;
  onEnter: (persona: DemoPersona) => void;
  /** The persona whose sign-in is under way, for its spinner. */
  enteringKey: DemoPersona['key'] | null;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      id={DEMO_ENTRY_ID}
      aria-labelledby={titleId}
      withBorder
      shadow="sm"
      radius="md"
      className={publicPage.card}
    >
      <Title id={titleId} order={2} size="h3">
        {t.title}
      </Title>
      <Text size="sm" mt={4} mb="md">
        {t.intro}
      </Text>
      <Stack gap="sm">
        {demoPersonas.map((persona) => (
          <PersonaCard
            key={persona.key}
            persona={persona}
            busy={props.pending && props.enteringKey === persona.key}
            disabled={props.pending || props.locked}
            onEnter={props.onEnter}
          />
        ))}
      </Stack>
    </Paper>
  );
}
