import { Group, NativeSelect } from '@mantine/core';
import { layouts, modes, type ListingLayout, type ListingMode } from '../model/projects-search';
import { projectStrings } from '../strings';

export type { ListingLayout, ListingMode };

export interface ListingOptionsProps {
  layout: ListingLayout;
  mode: ListingMode;
  onLayout: (layout: ListingLayout) => void;
  onMode: (mode: ListingMode) => void;
}

/** PROJ-07, PROJ-08: the layout and mode choosers of the primary listing. */
export function ListingOptions({ layout, mode, onLayout, onMode }: ListingOptionsProps) {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        size="xs"
        label={projectStrings.layouts.label}
        value={layout}
        onChange={(e) => onLayout(e.currentTarget.value as ListingLayout)}
        data={layouts.map((l) => ({ value: l, label: projectStrings.layouts[l] }))}
      />
      <NativeSelect
        size="xs"
        label={projectStrings.modes.label}
        value={mode}
        onChange={(e) => onMode(e.currentTarget.value as ListingMode)}
        data={modes.map((m) => ({ value: m, label: projectStrings.modes[m] }))}
      />
    </Group>
  );
}
