import { Button, Card, Group, Text } from '@mantine/core';
import { useId } from 'react';
import type { Beneficiary } from '@/contract/account';
import type { Country } from '@/contract/paises';
import type { ListKind } from '../model/bank-accounts-search';
import { holderOf } from '../model/beneficiary-payloads';
import { beneficiaryStrings } from '../strings';
import { detailRows, DetailList } from './beneficiary-details';
import classes from './beneficiaries.module.css';

const t = beneficiaryStrings.screen;

/** BENEF-04, BENEF-10: one saved account as a card, with its detail (BENEF-05) and delete (BENEF-06) actions. */
export function BeneficiaryCard(props: {
  beneficiary: Beneficiary;
  kind: ListKind;
  countries: readonly Country[];
  onDetail: () => void;
  onDelete: () => void;
}) {
  const b = props.beneficiary;
  const titleId = useId();
  const title = props.kind === 'remittance' ? holderOf(b) : (b.bank_name ?? holderOf(b));
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      aria-labelledby={titleId}
    >
      <Text fw={700} id={titleId} mb="xs">
        {title}
      </Text>
      <DetailList rows={detailRows(b, props.kind, props.countries, true)} />
      <Group gap="xs" mt="md" justify="flex-end">
        <Button size="xs" variant="outline" onClick={props.onDetail} aria-describedby={titleId}>
          {t.detail}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          c="red.9"
          onClick={props.onDelete}
          aria-describedby={titleId}
        >
          {t.remove}
        </Button>
      </Group>
    </Card>
  );
}
