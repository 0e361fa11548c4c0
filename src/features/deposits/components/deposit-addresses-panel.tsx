import { Button, Code, CopyButton, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { DepositAddress } from '@/contract/deposits';
import { useDepositAddresses } from '../api/deposit-addresses';
import { depositStrings } from '../strings';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';

const s = depositStrings.addresses;

/** 'Direcciones USDT' with its data (API-40). */
export function DepositAddressesPanel() {
  const query = useDepositAddresses();
  return (
    <DepositAddressesView
      status={query.isPending ? 'pending' : query.isError ? 'error' : 'success'}
      addresses={query.data ?? []}
      onRetry={() => void query.refetch()}
    />
  );
}

export interface DepositAddressesViewProps {
  status: 'pending' | 'error' | 'success';
  addresses: readonly DepositAddress[];
  /** Asks for the addresses again after a failure. */
  onRetry?: () => void;
}

/**
 * DEP-17..DEP-20: the note on how to deposit, then each address with its network and a copy button;
 * 'Cargando...' while loading and 'Error al obtener datos' if the call fails.
 */
export function DepositAddressesView({ status, addresses, onRetry }: DepositAddressesViewProps) {
  const headingId = useId();
  let body;
  if (status === 'pending') {
    body = <LoadingState shape="rows" count={3} />;
  } else if (status === 'error') {
    body = <ErrorState message={s.error} onRetry={onRetry} />;
  } else if (addresses.length === 0) {
    body = <EmptyState title={s.empty} />;
  } else {
    body = (
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="sm" aria-label={s.tableLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{s.columns.address}</Table.Th>
              <Table.Th scope="col">{s.columns.network}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {addresses.map((a) => (
              <Table.Tr key={a.direccion}>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Code style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}>{a.direccion}</Code>
                    <CopyAddress address={a.direccion} network={a.network} />
                  </Stack>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{a.network}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h4" id={headingId}>
        {s.heading}
      </Title>
      {/* A standing note, not an alert: nothing to announce. */}
      <Paper withBorder p="sm" bg="blue.0">
        <Text size="sm">{s.note}</Text>
      </Paper>
      {body}
    </Stack>
  );
}

/** Copies an address; the change of the button's text is announced too. */
function CopyAddress({ address, network }: { address: string; network: string }) {
  return (
    <CopyButton value={address} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Button variant="light" size="compact-xs" onClick={copy} aria-label={s.copy(network)}>
            {copied ? s.copied : s.copyText}
          </Button>
          <VisuallyHidden role="status">{copied ? s.copiedStatus : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
