import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Beneficiary } from '@/contract/account';
import { useBeneficiaries } from '@/shared/api/beneficiaries-query';
import type { ListKind } from '../model/bank-accounts-search';
import { bankPersonalOf, countryName, entriesOf, holderOf } from '../model/beneficiary-payloads';
import { beneficiaryStrings } from '../strings';
import { useSortedPaises } from './use-sorted-paises';
import classes from './beneficiaries.module.css';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { EmptyState } from '@/shared/ui/states/empty-state';

const t = beneficiaryStrings.overview;

const titles: Record<ListKind, string> = {
  national: t.national,
  international: t.international,
  remittance: t.remittance,
};

function lineOf(b: Beneficiary, kind: ListKind, country: string | null): { title: string; detail: string } {
  if (kind === 'remittance') {
    return { title: holderOf(b), detail: [country, b.identificacion].filter(Boolean).join(' · ') };
  }
  return {
    title: b.bank_name ?? holderOf(b),
    detail: [b.bank_account ?? b.iban, b.bank_type, holderOf(b)].filter(Boolean).join(' · '),
  };
}

function AccountGroup({ kind, withAdd }: { kind: ListKind; withAdd: boolean }) {
  const list = useBeneficiaries(bankPersonalOf[kind]);
  const countries = useSortedPaises();
  const headingId = useId();
  const entries = list.data ? entriesOf(kind, list.data) : [];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={3} size="h5" id={headingId}>
          {titles[kind]}
        </Title>
        {withAdd && (
          // PROF-16: the + of the original view, with no action attached.
          <ActionIcon variant="outline" size="lg" aria-label={t.add(titles[kind])} type="button">
            <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
              +
            </span>
          </ActionIcon>
        )}
      </Group>
      {list.isPending ? (
        <LoadingState shape="lines" count={2} label={beneficiaryStrings.loading} />
      ) : entries.length === 0 ? (
        <EmptyState title={kind === 'remittance' ? t.noRemittance : t.noAccount} />
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((b) => {
            const line = lineOf(b, kind, countryName(b.country_id, countries));
            return (
              <li key={b.id} className={classes.overviewRow}>
                <Text fw={600} size="sm">
                  {line.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {line.detail}
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The bank-accounts view of 'Mi cuenta' (PROF-15..18): the national and international accounts, each list
 * with a + button that has no action, and the remittance beneficiaries. 'Administrar cuentas de retiro'
 * opens the beneficiary-accounts screen (BENEF-01).
 */
export function BankAccountsView(props: { onManage: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id={headingId} tabIndex={-1}>
            {t.title}
          </Title>
          <Button onClick={props.onManage}>{t.manage}</Button>
        </Group>
        <AccountGroup kind="national" withAdd />
        <AccountGroup kind="international" withAdd />
        <AccountGroup kind="remittance" withAdd={false} />
      </Stack>
    </section>
  );
}
