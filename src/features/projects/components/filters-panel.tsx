import { Box, Button, Collapse, Group, NativeSelect, Slider, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useState, memo } from 'react';
import { riesgoValues } from '@/contract/projects';
import { formatRate } from '@/shared/format/rate';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { useFilterOptions, useIssuersByActivity } from '../api/filter-options';
import {
  hasFilters,
  noFilters,
  RANGO_MAX,
  RANGO_MIN,
  withActividad,
  type ProjectFilters,
} from '../model/filters';
import { projectStrings } from '../strings';

const t = projectStrings.filters;

export interface FiltersPanelProps {
  filters: ProjectFilters;
  onChange: (filters: ProjectFilters) => void;
}

const anyOption = { value: '', label: t.any };

/**
 * FILT-01..09: the collapsible advanced search. Options come from projects/filtros; emisor stays disabled
 * until an actividad is chosen, whose issuers come from projects/emisorporactividad. Each change applies at
 * once (FILT-10); the slider applies when it is let go.
 */
export const FiltersPanel = memo(function FiltersPanel({ filters, onChange }: FiltersPanelProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const rangoId = useId();
  const options = useFilterOptions(true);
  const issuers = useIssuersByActivity(filters.actividad);
  // The slider's value while it is dragged; the filter itself changes when it is let go.
  const [dragging, setDragging] = useState<number | null>(null);
  const rango = dragging ?? filters.rango;

  const set = (patch: Partial<ProjectFilters>) => onChange({ ...filters, ...patch });
  const data = options.data;

  return (
    <Box>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={toggle} aria-expanded={opened} aria-controls={panelId}>
          {t.toggle}
        </Button>
        {hasFilters(filters) && (
          <Button variant="subtle" size="xs" onClick={() => onChange(noFilters)}>
            {t.clear}
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} id={panelId}>
        <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="sm">
          <NativeSelect
            label={t.pais}
            value={filters.pais}
            onChange={(e) => set({ pais: e.currentTarget.value })}
            data={[anyOption, ...(data?.paises ?? []).map((c) => ({ value: c.iso, label: c.name }))]}
          />
          <NativeSelect
            label={t.tipo}
            value={filters.tipo}
            onChange={(e) => set({ tipo: e.currentTarget.value })}
            data={[
              anyOption,
              ...(data?.tipo_oferta ?? []).map((o) => ({ value: String(o.id), label: o.tipo })),
            ]}
          />
          <NativeSelect
            label={t.actividad}
            value={filters.actividad}
            onChange={(e) => onChange(withActividad(filters, e.currentTarget.value))}
            data={[
              anyOption,
              ...(data?.actividad ?? []).map((a) => ({ value: String(a.id), label: a.activity })),
            ]}
          />
          <NativeSelect
            label={t.emisor}
            description={filters.actividad === '' ? t.emisorHint : undefined}
            disabled={filters.actividad === ''}
            value={filters.emisor}
            onChange={(e) => set({ emisor: e.currentTarget.value })}
            data={[anyOption, ...(issuers.data ?? []).map((i) => ({ value: i.issuer, label: i.issuer }))]}
          />
          <NativeSelect
            label={t.riesgo}
            value={filters.riesgo}
            onChange={(e) => set({ riesgo: e.currentTarget.value })}
            data={[anyOption, ...riesgoValues.map((r) => ({ value: r, label: r }))]}
          />
          <NativeSelect
            label={t.vencimiento}
            value={filters.vencimiento}
            onChange={(e) => set({ vencimiento: e.currentTarget.value })}
            data={[anyOption, ...t.vencimientoOptions]}
          />
          <Box>
            <Text size="sm" fw={500} id={rangoId}>
              {t.rango}
            </Text>
            <Slider
              min={RANGO_MIN}
              max={RANGO_MAX}
              step={1}
              value={rango}
              onChange={setDragging}
              onChangeEnd={(value) => {
                setDragging(null);
                set({ rango: value });
              }}
              thumbProps={{ 'aria-labelledby': rangoId, 'aria-valuetext': t.rangoValue(rango) }}
              label={(v) => formatRate(v)}
              mt={6}
            />
            <Text size="xs" c="gray.7" mt={4}>
              {t.rangoValue(rango)}
            </Text>
          </Box>
        </ResponsiveGrid>
      </Collapse>
    </Box>
  );
});
