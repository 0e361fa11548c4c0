import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { ErrorState } from '@/shared/ui/states/error-state';
import { projectStrings } from '../strings';
import classes from './projects-landing.module.css';

const t = projectStrings;

export interface ProjectsLandingProps {
  loading: boolean;
  onContinue: () => void;
  continueRef?: Ref<HTMLButtonElement>;
  /** Why the last 'Continuar' found no list (no answer from the server); 'Continuar' tries again. */
  error?: string | null;
}

/** PROJ-01, PROJ-02: title, tagline, 'Continuar' ('Cargando...' while the list loads) and the hint. */
export function ProjectsLanding({ loading, onContinue, continueRef, error }: ProjectsLandingProps) {
  return (
    <Paper withBorder radius="md" maw={720} mx="auto" className={classes.landing}>
      <Stack gap="md" align="center" ta="center">
        <Title order={1}>{t.title}</Title>
        <Text size="lg">{t.landing.tagline}</Text>
        {error && <ErrorState message={error} />}
        <Button
          ref={continueRef}
          size="md"
          onClick={onContinue}
          disabled={loading}
          aria-busy={loading || undefined}
          miw={180}
        >
          {loading ? t.loading : t.landing.continue}
        </Button>
        <Text size="sm" c="gray.7">
          {t.landing.hint}
        </Text>
      </Stack>
    </Paper>
  );
}
