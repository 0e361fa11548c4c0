import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { Beneficiary } from '@/contract/account';
import { useBeneficiaries } from '@/shared/api/beneficiaries-query';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { useReloadBeneficiaries } from '../api/beneficiary-delete';
import type { ListKind } from '../model/bank-accounts-search';
import { bankPersonalOf, entriesOf } from '../model/beneficiary-payloads';
import { beneficiaryStrings } from '../strings';
import { BeneficiaryCard } from './beneficiary-card';
import { AddBeneficiaryModal, BeneficiaryDetailModal, DeleteBeneficiaryModal } from './lazy-modals';
import { useSortedPaises } from './use-sorted-paises';
import classes from './beneficiaries.module.css';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { EmptyState } from '@/shared/ui/states/empty-state';

const t = beneficiaryStrings.screen;

/**
 * One tab of the beneficiary-accounts screen: the add-new card (BENEF-03) and the saved accounts of that kind
 * as cards (BENEF-04; the remittance tab without the crypto entries, BENEF-30), each with its detail and
 * delete modals (BENEF-05..09).
 */
export function BeneficiaryList({ kind }: { kind: ListKind }) {
  const bankPersonal = bankPersonalOf[kind];
  const list = useBeneficiaries(bankPersonal);
  const reload = useReloadBeneficiaries();
  const countries = useSortedPaises();
  const [adding, setAdding] = useState(false);
  const [detail, setDetail] = useState<Beneficiary | null>(null);
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);
  const entries = list.data ? entriesOf(kind, list.data) : [];

  return (
    <>
      <ResponsiveGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t.tabs[kind]}
        aria-busy={list.isPending || undefined}
      >
        <li>
          <UnstyledButton className={classes.addCard} onClick={() => setAdding(true)}>
            <span className={classes.plus} aria-hidden="true">
              +
            </span>
            {t.addCard[kind]}
          </UnstyledButton>
        </li>
        {entries.map((b) => (
          <li key={b.id}>
            <BeneficiaryCard
              beneficiary={b}
              kind={kind}
              countries={countries}
              onDetail={() => setDetail(b)}
              onDelete={() => setDeleting(b)}
            />
          </li>
        ))}
      </ResponsiveGrid>
      {list.isPending && <LoadingState shape="cards" count={2} label={beneficiaryStrings.loading} />}
      {list.isSuccess && entries.length === 0 && <EmptyState title={t.empty[kind]} />}
      <AddBeneficiaryModal form={kind} opened={adding} onClose={() => setAdding(false)} />
      <BeneficiaryDetailModal
        beneficiary={detail}
        kind={kind}
        countries={countries}
        onClose={() => setDetail(null)}
      />
      <DeleteBeneficiaryModal
        beneficiary={deleting}
        onCancel={() => setDeleting(null)}
        onDone={() => {
          setDeleting(null);
          void reload(bankPersonal);
        }}
      />
    </>
  );
}
