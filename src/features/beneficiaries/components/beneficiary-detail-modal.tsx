import { Button, Group, Modal, Title } from '@mantine/core';
import type { Beneficiary } from '@/contract/account';
import type { Country } from '@/contract/paises';
import type { ListKind } from '../model/bank-accounts-search';
import { holderOf } from '../model/beneficiary-payloads';
import { beneficiaryStrings } from '../strings';
import { detailRows, DetailList } from './beneficiary-details';

/** BENEF-05: every field of one account, read-only. */
export function BeneficiaryDetailModal(props: {
  beneficiary: Beneficiary | null;
  kind: ListKind;
  countries: readonly Country[];
  onClose: () => void;
}) {
  const b = props.beneficiary;
  return (
    <Modal
      opened={b !== null}
      onClose={props.onClose}
      withCloseButton={false}
      title={beneficiaryStrings.detail.title}
    >
      {b && (
        <>
          <Title order={3} size="h5" mb="sm">
            {props.kind === 'remittance' ? holderOf(b) : (b.bank_name ?? holderOf(b))}
          </Title>
          <DetailList rows={detailRows(b, props.kind, props.countries)} cols={2} />
          <Group justify="flex-end" mt="lg">
            <Button onClick={props.onClose} data-autofocus>
              {beneficiaryStrings.detail.close}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
