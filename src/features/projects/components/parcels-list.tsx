import { Button, Collapse, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import type { Parcel } from '@/contract/projects';
import { formatAmount } from '@/shared/format/money';
import { projectStrings } from '../strings';

const t = projectStrings.invest;

/** PROJ-20, INVEST-16: the parcels of the contract, in a collapsible list; none when the call failed. */
export function ParcelsList({ parcels, currency }: { parcels: readonly Parcel[]; currency: string }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  if (parcels.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t.noParcels}
      </Text>
    );
  }
  return (
    <div>
      <Button variant="subtle" px={0} onClick={toggle} aria-expanded={opened} aria-controls={id}>
        {t.parcels(parcels.length)}
      </Button>
      <Collapse expanded={opened} id={id}>
        <List size="sm" spacing={4} aria-label={t.parcels(parcels.length)}>
          {parcels.map((p) => (
            <List.Item key={p.id}>
              <Text span fw={600} size="sm">
                {p.name}
              </Text>{' '}
              <Text span size="sm">
                {formatAmount(p.amount, currency)} · {p.description}
              </Text>
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
