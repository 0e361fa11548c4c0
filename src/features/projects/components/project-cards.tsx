import { Stack, Title } from '@mantine/core';
import type { Project } from '@/contract/projects';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import type { ListingLayout, ListingMode } from './listing-options';
import { ProjectCard } from './project-card';

export interface ProjectCardsProps {
  projects: readonly Project[];
  layout: Exclude<ListingLayout, 'list'>;
  mode: ListingMode;
  currency: string;
  onOpen: (project: Project) => void;
}

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['es'], { type: 'region' });
  } catch {
    return null;
  }
})();

const countryName = (iso: string) => {
  try {
    return regionNames?.of(iso) ?? iso;
  } catch {
    return iso;
  }
};

/**
 * PROJ-07: the card layouts: 'map' groups the projects by country, 'detailed' shows every figure with an
 * 'Invertir' button, 'grid' is a denser grid of small cards.
 */
export function ProjectCards({ projects, layout, mode, currency, onOpen }: ProjectCardsProps) {
  const large = mode === 'largeIcons';
  if (layout === 'map') {
    const groups = new Map<string, Project[]>();
    for (const p of projects) groups.set(p.country_iso, [...(groups.get(p.country_iso) ?? []), p]);
    return (
      <Stack gap="md" data-layout="map">
        {[...groups].map(([iso, list]) => (
          <section key={iso} aria-label={countryName(iso)}>
            <Title order={3} size="h4" mb="xs">
              {countryName(iso)}
            </Title>
            <ResponsiveGrid cols={{ base: 1, sm: 2, lg: large ? 2 : 3 }} spacing="sm">
              {list.map((p) => (
                <ProjectCard
                  key={p.id}
                  project={p}
                  variant="compact"
                  mode={mode}
                  currency={currency}
                  onOpen={onOpen}
                />
              ))}
            </ResponsiveGrid>
          </section>
        ))}
      </Stack>
    );
  }
  const detailed = layout === 'detailed';
  return (
    <ResponsiveGrid
      data-layout={layout}
      cols={
        detailed ? { base: 1, md: large ? 1 : 2 } : { base: 1, xs: 2, md: large ? 2 : 3, xl: large ? 3 : 4 }
      }
      spacing="sm"
    >
      {projects.map((p) => (
        <ProjectCard
          key={p.id}
          project={p}
          variant={detailed ? 'detailed' : 'compact'}
          mode={mode}
          currency={currency}
          onOpen={onOpen}
        />
      ))}
    </ResponsiveGrid>
  );
}
