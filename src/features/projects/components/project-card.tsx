import { Button, Group, Paper, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import type { Project } from '@/contract/projects';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { ProjectImage } from '@/shared/ui/project-image';
import { relevanceStyle } from '../model/relevance';
import { projectStrings } from '../strings';
import { DetailList } from './detail-list';
import type { ListingMode } from './listing-options';
import { RelevanceBadge } from './relevance-legend';

const t = projectStrings;

export interface ProjectCardProps {
  project: Project;
  /** 'detailed' carries every figure and an 'Invertir' button; 'compact' opens on its title. */
  variant: 'detailed' | 'compact';
  mode: ListingMode;
  currency: string;
  onOpen: (project: Project) => void;
}

/** PROJ-07..10, PROJ-18, PROJ-19: one primary project as a card. */
export function ProjectCard({ project: p, variant, mode, currency, onOpen }: ProjectCardProps) {
  const nameId = useId();
  const best = mode === 'bestSellers';
  const style = best ? relevanceStyle(p.relevancia) : null;
  const c = t.columns;
  const short: [string, string][] = [
    [c.interes, formatRate(p.tax_referential_client)],
    [c.vencimiento, formatDay(p.end_date)],
    [c.disponibilidad, formatAmount(p.disponible, currency)],
  ];
  const full: [string, string][] = [
    [c.pais, p.country_iso],
    [c.codigo, p.code],
    [c.categoria, p.category],
    [c.parcelas, String(p.cantidad_parcelas_asociadas)],
    [c.clasificacion, p.risk],
    [c.garantia, p.warranty],
    ...short.slice(0, 2),
    [c.monto, formatAmount(p.amount, currency)],
    [c.ganancia, formatRate(p.ganancia)],
    short[2]!,
    [c.participantes, String(p.total_inversores)],
  ];
  const fields =
    mode === 'minimal'
      ? short
      : variant === 'detailed'
        ? full
        : [...short, [c.clasificacion, p.risk] as [string, string]];
  const large = mode === 'largeIcons';

  return (
    <Paper
      component="article"
      aria-labelledby={nameId}
      withBorder
      p={large ? 'lg' : 'sm'}
      radius="md"
      data-project-id={p.id}
      data-relevancia={best ? p.relevancia : undefined}
      style={
        style ? { borderLeft: `6px solid var(--mantine-color-${style.color.replace('.', '-')})` } : undefined
      }
    >
      <Stack gap="xs" h="100%">
        {large && (
          <ProjectImage src={p.imagen} category={p.category} alt="" h={96} fit="contain" loading="lazy" />
        )}
        <div>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {p.tipo} · {p.issuer}
          </Text>
          <Title order={3} size={large ? 'h3' : 'h5'} id={nameId} style={{ overflowWrap: 'anywhere' }}>
            {variant === 'compact' ? (
              <UnstyledButton
                onClick={() => onOpen(p)}
                fw="inherit"
                fz="inherit"
                c="teal.9"
                style={{ textAlign: 'left' }}
              >
                {p.name}
              </UnstyledButton>
            ) : (
              p.name
            )}
          </Title>
          {best && <RelevanceBadge relevancia={p.relevancia} />}
          {variant === 'detailed' && mode !== 'minimal' && (
            <Text size="sm" c="gray.7" lineClamp={3}>
              {p.description}
            </Text>
          )}
        </div>
        <DetailList items={fields} cols={variant === 'detailed' ? { base: 2, sm: 3 } : { base: 2 }} />
        {variant === 'detailed' && (
          <>
            <div>
              <Progress
                value={Number(p.percentage_investment) || 0}
                size="sm"
                aria-label={t.invested(formatRate(p.percentage_investment))}
              />
              <Text size="xs" c="gray.7" mt={4}>
                {t.invested(formatRate(p.percentage_investment))}
              </Text>
            </div>
            <Group justify="flex-end" mt="auto">
              <Button onClick={() => onOpen(p)} aria-describedby={nameId}>
                {t.investButton}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
