import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Project } from '@/contract/projects';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { dashboardStrings } from '../strings';
import classes from './project-carousel.module.css';

export interface ProjectSlideProps {
  project: Project;
  /** 'n de total' (the slide's accessible name). */
  label: string;
  active: boolean;
  currency: string;
  onInvest: (project: Project) => void;
}

/** The invested share of a project, 0 to 100, rounded. */
function investedPercent(project: Project): number {
  const total = Number(project.amount_proyecto);
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((Number(project.amount_invertido) / total) * 100)));
}

/**
 * DASH-13, DASH-14: one primary-market project per slide with its main figures and 'Invertir ahora'. Slides
 * beside the active one are rendered (DASH-15) but hidden, out of the keyboard order and of the
 * accessibility tree.
 */
export function ProjectSlide({ project, label, active, currency, onInvest }: ProjectSlideProps) {
  const s = dashboardStrings.carousel;
  const nameId = useId();
  const percent = investedPercent(project);
  const fields: [string, string][] = [
    [s.fields.code, project.code],
    [s.fields.country, project.country_iso],
    [s.fields.category, project.category],
    [s.fields.risk, project.risk],
    [s.fields.warranty, project.warranty],
    [s.fields.interest, formatRate(project.tax_referential_client)],
    [s.fields.endDate, formatDay(project.end_date)],
    [s.fields.amount, formatAmount(project.amount_proyecto, currency)],
    [s.fields.available, formatAmount(project.disponible, currency)],
    [s.fields.investors, String(project.total_inversores)],
  ];
  return (
    <div
      role="group"
      aria-roledescription={s.slideRoledescription}
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-active={active || undefined}
      data-project-id={project.id}
      className={classes.slide}
    >
      <Paper withBorder radius="md" h="100%" className={classes.card}>
        <Stack gap="sm" h="100%">
          <div>
            <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
              {project.tipo} · {project.issuer}
            </Text>
            <Title order={3} size="h4" id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Title>
            <Text size="sm" c="gray.7" lineClamp={2}>
              {project.description}
            </Text>
          </div>
          <ResponsiveGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={6} m={0}>
            {fields.map(([term, value]) => (
              <div key={term}>
                <Text component="dt" size="xs" c="gray.7">
                  {term}
                </Text>
                <Text component="dd" m={0} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </ResponsiveGrid>
          <div>
            <Progress value={percent} size="sm" aria-label={s.progressLabel} />
            <Text size="xs" c="gray.7" mt={4}>
              {s.invested(String(percent))}
            </Text>
          </div>
          <Group justify="flex-end" mt="auto">
            <Button onClick={() => onInvest(project)} aria-describedby={nameId}>
              {s.invest}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
