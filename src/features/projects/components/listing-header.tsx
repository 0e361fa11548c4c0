import { Box, Button, Group, SegmentedControl, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import type { Market } from '../model/projects-search';
import { projectStrings } from '../strings';

const t = projectStrings.listing;

export type { Market };

export interface ListingHeaderProps {
  market: Market;
  onMarket: (market: Market) => void;
  onBack: () => void;
  /** PROJ-30: the header floats once the page is scrolled 25 px. */
  floating: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** PROJ-03..05, PROJ-30: 'Atrás', the market's heading and the primary/secondary switch. */
export function ListingHeader({
  market,
  onMarket,
  onBack,
  floating,
  headingRef,
  children,
}: ListingHeaderProps) {
  return (
    <Box
      data-floating-header={floating || undefined}
      py="xs"
      px={floating ? 'sm' : 0}
      bg="var(--mantine-color-body)"
      style={{
        position: floating ? 'sticky' : 'static',
        top: 'var(--app-shell-header-offset, 0px)',
        zIndex: 20,
        boxShadow: floating ? 'var(--mantine-shadow-sm)' : undefined,
      }}
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button variant="subtle" size="compact-md" onClick={onBack}>
            {t.back}
          </Button>
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
            {market === 'primary' ? t.primary : t.secondary}
          </Title>
        </Group>
        <SegmentedControl
          aria-label={t.marketLabel}
          value={market}
          onChange={(v) => onMarket(v)}
          data={[
            { value: 'primary', label: t.primary },
            { value: 'secondary', label: t.secondary },
          ]}
        />
      </Group>
      {children}
    </Box>
  );
}
