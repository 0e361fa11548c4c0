import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId, type Ref } from 'react';
import type { DemoProgress } from '@/contract/simulator';
import { demoSteps, doneCount } from '../model/steps';
import { demoGuideStrings as t } from '../strings';
import classes from './demo-guide.module.css';
import { TickIcon } from './tick-icon';

export interface DemoGuideCardProps {
  /** The steps as the simulator last answered them; undefined while the first answer is awaited. */
  pasos: DemoProgress['pasos'] | undefined;
  /** The first answer failed (a later failure keeps the last answer on show). */
  failed?: boolean;
  onHide: () => void;
  /** The 'Ocultar' button, for the focus to land on when the card is brought back. */
  hideRef?: Ref<HTMLButtonElement>;
}

/**
 * The demo's checklist 'Qué probar' (pure: DemoGuide supplies the data): how many of the six steps are done,
 * each step a link to the screen it starts from with a tick whose state is named ('Hecho', 'Pendiente'), and
 * 'Ocultar'. Once all are done it says so.
 */
export function DemoGuideCard({ pasos, failed = false, onHide, hideRef }: DemoGuideCardProps) {
  const titleId = useId();
  const done = doneCount(pasos);
  const total = demoSteps.length;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Group gap="xs">
          <Title id={titleId} order={2} size="h4">
            {t.title}
          </Title>
          {done !== undefined && (
            <Badge variant="light" size="lg" tt="none">
              {t.count(done, total)}
              <VisuallyHidden>{t.countSuffix}</VisuallyHidden>
            </Badge>
          )}
        </Group>
        <Button ref={hideRef} variant="subtle" size="compact-sm" aria-label={t.hideLabel} onClick={onHide}>
          {t.hide}
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite" mb="sm" fw={done === total ? 700 : undefined}>
        {/* The intro shows while the first answer is awaited too: nothing below moves when it comes. */}
        {done === total ? t.allDone : !pasos && failed ? t.failed : t.intro}
      </Text>
      <ul className={classes.steps}>
        {demoSteps.map(({ step, path }) => {
          const state = pasos ? (pasos[step] ? 'done' : 'pending') : 'unknown';
          return (
            <Group component="li" key={step} gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon
                role="img"
                aria-label={state === 'done' ? t.done : state === 'pending' ? t.pending : t.unknown}
                radius="xl"
                size="sm"
                mt={2}
                variant={state === 'done' ? 'filled' : 'light'}
                color={state === 'done' ? 'teal.8' : 'gray'}
              >
                <TickIcon done={state === 'done'} />
              </ThemeIcon>
              <Box>
                <Anchor component={Link} to={path} size="sm" fw={600} lh={1.4} display="block">
                  {t.steps[step].label}
                </Anchor>
                {/* A phone shows the steps alone, so the balances stay near the top; wider screens add how. */}
                <Text size="xs" c="dimmed" visibleFrom="sm">
                  {t.steps[step].hint}
                </Text>
              </Box>
            </Group>
          );
        })}
      </ul>
    </Paper>
  );
}

/** What stays while the checklist is hidden: the way to bring it back. */
export function ShowDemoGuideButton({ onShow, ref }: { onShow: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Group justify="flex-end">
      <Button ref={ref} variant="light" size="compact-sm" onClick={onShow}>
        {t.show}
      </Button>
    </Group>
  );
}
