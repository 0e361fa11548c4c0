import { Button, Group, Stack } from '@mantine/core';
import type { Beneficiary } from '@/contract/account';
import type { WithdrawalType } from '@/contract/withdrawals';
import { accountOf, holderOf, rowNameOf } from '../model/beneficiary-rows';
import { withdrawalStrings } from '../strings';
import { ResponsiveTable, type Column } from '@/shared/ui/list/responsive-table';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';

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
    body = <LoadingState shape="rows" count={5} label={withdrawalStrings.loading} />;
  } else if (props.status === 'error') {
    body = <ErrorState message={t.error} />;
  } else if (props.beneficiaries.length === 0) {
    body = <EmptyState title={crypto ? t.emptyCrypto : t.emptyBank} />;
  } else {
    body = (
      <ResponsiveTable
        tableLabel={t.tableLabel(props.kindLabel)}
        listLabel={t.cardsLabel(props.kindLabel)}
        columns={crypto ? cryptoColumns : bankColumns}
        rows={props.beneficiaries}
        titleColumn={crypto ? 'names' : 'holder'}
        cardTitle={holderOf}
        tableFrom={crypto ? 48 : 35}
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
