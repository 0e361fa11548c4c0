import { Code, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '@/shared/ui/list/pager';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useSimulatorTables } from '../api/simulator-panel';
import { panelStrings } from './panel-strings';

const t = panelStrings.data;

/** The stored tables with their row counts, and one table's rows a page at a time, read only (SRV-60). */
export function StoredTables() {
  const [table, setTable] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const tables = useSimulatorTables(table, page);
  const data = tables.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t.readOnly}
      </Text>
      <NativeSelect
        label={t.table}
        data={[
          { value: '', label: tables.isPending ? t.loading : t.none },
          ...(data?.tablas ?? []).map((row) => ({
            value: row.nombre,
            label: t.tableOption(row.nombre, row.filas),
          })),
        ]}
        value={table ?? ''}
        onChange={(event) => {
          setTable(event.currentTarget.value || null);
          setPage(1);
        }}
      />
      {tables.isError && (
        <ErrorState message={t.failed} onRetry={() => void tables.refetch()} retrying={tables.isFetching} />
      )}
      {!tables.isError && !data && <LoadingState shape="rows" count={4} label={t.loading} />}
      {!tables.isError && data && !table && <Text size="sm">{t.choose}</Text>}
      {/* A table chosen whose rows have not come yet (the page before stays meanwhile). */}
      {!tables.isError && data && table && !data.tabla && <LoadingState shape="rows" count={4} />}
      {data?.tabla && (
        <>
          {data.tabla.filas.length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <Stack gap={4} aria-label={t.rows} role="list">
              {data.tabla.filas.map((row, index) => (
                <Code key={index} block role="listitem" tabIndex={0} aria-label={t.row(index + 1)}>
                  {JSON.stringify(row, null, 2)}
                </Code>
              ))}
            </Stack>
          )}
          <Pager
            label={t.pager}
            page={data.tabla.pagina}
            totalPages={data.tabla.paginas}
            onPage={setPage}
            busy={tables.isFetching}
          />
        </>
      )}
    </Stack>
  );
}
