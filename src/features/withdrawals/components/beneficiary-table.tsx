import { Button, Group, Stack, Text } from '@mantine/core';
import type { Beneficiary } from '@/contract/account';
import type { WithdrawalType } from '@/contract/withdrawals';
import { accountOf, holderOf, rowNameOf } from '../model/beneficiary-rows';
import { withdrawalStrings } from '../strings';
import { ResponsiveTable, type Column } from '@/shared/ui/list/responsive-table';

const t = withdrawalStrings.beneficiaries;
const c = t.columns;

/** WDR-08: bank, holder, account and type. */
const bankColumns: Column<Beneficiary>[] = [
  { key: 'bank', header: c.bank, cell: (b) => b.bank_name ?? '' },
  { key: 'holder', header: c.holder, cell: holderOf },
  { key: 'account', header: c.account, cell: accountOf },
  { key: 'type', header: c.type, cell: (b) => b.bank_type ?? '' },
];

/** WDR-14: names, surnames, identification, USDT address and network. */
const cryptoColumns: Column<Beneficiary>[] = [
  { key: 'names', header: c.names, cell: (b) => b.bank_client },
  { key: 'surnames', header: c.surnames, cell: (b) => b.bank_apellidos ?? '' },
  {
    key: 'identification',
    header: c.identification,
    cell: (b) => [b.tipo_identificacion, b.identificacion].filter(Boolean).join(' '),
  },
  { key: 'address', header: c.address, cell: (b) => b.address_cripto ?? '' },
  { key: 'network', header: c.network, cell: (b) => b.network ?? '' },
];

export interface BeneficiaryTableProps {
  type: WithdrawalType;
  /** The tab's name, naming the table. */
  kindLabel: string;
  status: 'pending' | 'error' | 'success';
  beneficiaries: readonly Beneficiary[];
  /** WDR-17: a row's 'Continuar'. */
  onChoose: (beneficiary: Beneficiary) => void;
  /** WDR-10, WDR-15. */
  onAdd: () => void;
}

/** The beneficiary table of a transfer type, with 'Continuar' per row and 'Añadir beneficiario'. */
export function BeneficiaryTable(props: BeneficiaryTableProps) {
  const crypto = props.type === 3;
  let body;
  if (props.status === 'pending') {
    body = (
      <Text role="status" py="md">
        {withdrawalStrings.loading}
      </Text>
    );
  } else if (props.status === 'error') {
    body = (
      <Text role="alert" py="md">
        {t.error}
      </Text>
    );
  } else if (props.beneficiaries.length === 0) {
    body = (
      <Text c="gray.7" py="md">
        {crypto ? t.emptyCrypto : t.emptyBank}
      </Text>
    );
  } else {
    body = (
      <ResponsiveTable
        tableLabel={t.tableLabel(props.kindLabel)}
        listLabel={t.cardsLabel(props.kindLabel)}
        columns={crypto ? cryptoColumns : bankColumns}
        rows={props.beneficiaries}
        titleColumn={crypto ? 'names' : 'holder'}
        cardTitle={holderOf}
        cardsBelow="sm"
        minWidth={crypto ? 760 : 560}
        actions={{
          header: c.action,
          render: (b) => (
            <Button size="xs" onClick={() => props.onChoose(b)} aria-label={t.chooseLabel(rowNameOf(b))}>
              {t.choose}
            </Button>
          ),
        }}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onAdd}>
          {t.add}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
