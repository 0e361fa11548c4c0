import { Badge, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { relevanceOrder, relevanceStyles } from '../model/relevance';
import { projectStrings } from '../strings';

const t = projectStrings.relevance;

/** PROJ-10: the badge of one relevancia, in its colour. */
export function RelevanceBadge({ relevancia }: { relevancia: 1 | 2 | 3 }) {
  const style = relevanceStyles[relevancia];
  return (
    <Badge color={style.color} variant="filled" size="sm" data-relevancia={relevancia} data-tone={style.tone}>
      {t[relevancia]}
    </Badge>
  );
}

/** PROJ-09: the best-sellers legend: hot, medium and standard offers. */
export function RelevanceLegend() {
  const id = useId();
  return (
    <Group gap="xs" role="group" aria-labelledby={id} data-legend>
      <Text size="sm" fw={600} id={id}>
        {t.legend}
      </Text>
      {relevanceOrder.map((r) => (
        <RelevanceBadge key={r} relevancia={r} />
      ))}
    </Group>
  );
}
