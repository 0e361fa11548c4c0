import { Text } from '@mantine/core';
import type { Beneficiary } from '@/contract/account';
import type { Country } from '@/contract/paises';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import type { ListKind } from '../model/bank-accounts-search';
import { countryName, isCrypto } from '../model/beneficiary-payloads';
import { beneficiaryStrings } from '../strings';

const f = beneficiaryStrings.fields;

export interface DetailRow {
  label: string;
  value: string | null;
}

/** The rows of a beneficiary as its kind shows them (cards: `short`; detail modal: everything). */
export function detailRows(
  b: Beneficiary,
  kind: ListKind,
  countries: readonly Country[],
  short = false,
): DetailRow[] {
  const country = countryName(b.country_id, countries);
  if (kind === 'remittance' || isCrypto(b)) {
    // BENEF-10: names, surnames, pais, identification type and identification.
    const rows: DetailRow[] = [
      { label: f.names, value: b.bank_client },
      { label: f.surnames, value: b.bank_apellidos },
      { label: f.country_id, value: country },
      { label: f.tipo_identificacion, value: b.tipo_identificacion },
      { label: f.identificacion, value: b.identificacion },
    ];
    if (short) return rows;
    if (isCrypto(b)) {
      rows.push({ label: f.address_cripto, value: b.address_cripto }, { label: f.network, value: b.network });
    }
    return [
      ...rows,
      { label: f.provincia, value: b.provincia },
      { label: f.ciudad, value: b.ciudad },
      { label: f.direccion_cliente, value: b.direccion_cliente },
      { label: f.telefono, value: b.telefono },
    ];
  }
  const rows: DetailRow[] = [
    { label: f.bank_client, value: b.bank_client },
    { label: f.bank_account, value: b.bank_account ?? b.iban },
    { label: f.bank_type, value: b.bank_type },
  ];
  if (kind === 'international') rows.push({ label: f.bank_country, value: country });
  if (short) return rows;
  if (kind === 'national') rows.push({ label: f.country_id, value: country });
  rows.push({ label: f.bank_swift, value: b.bank_swift });
  if (kind === 'international') {
    rows.push(
      { label: f.bank_aba, value: b.bank_aba },
      { label: f.iban, value: b.iban },
      { label: f.bank_email, value: b.bank_email },
    );
  }
  return rows;
}

/** Rows as a description list; every value is plain text (HTML in a name shows as typed). */
export function DetailList(props: { rows: readonly DetailRow[]; cols?: 1 | 2 }) {
  return (
    <ResponsiveGrid
      component="dl"
      cols={{ base: 1, xs: props.cols ?? 1 }}
      spacing="sm"
      verticalSpacing={6}
      m={0}
    >
      {props.rows.map((row) => (
        <div key={row.label} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text component="dt" size="xs" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {row.value?.trim() ? row.value : beneficiaryStrings.notGiven}
          </Text>
        </div>
      ))}
    </ResponsiveGrid>
  );
}
