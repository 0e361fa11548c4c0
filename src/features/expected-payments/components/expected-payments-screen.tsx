import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDollar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MonthlyPaymentTotal, PagoPrevisto } from '@/contract/forecast';
import { isDemo, statusQuery } from '@/shared/api/session-queries';
import { useCurrencyLabel } from '@/shared/format/currency';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { Pager } from '@/shared/ui/list/pager';
import { ResponsiveTable, type Column } from '@/shared/ui/list/responsive-table';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { ScreenTitle } from '@/shared/ui/screen-title';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { fetchWholeForecast, useExpectedPayments } from '../api/expected-payments';
import { monthLabel, paymentsCsv, paymentsFileName, type Forecast } from '../model/payments-export';
import { expectedPaymentsStrings } from '../strings';
import { csvBlob } from '@/shared/csv';
import { downloadBlob } from '@/shared/download-file';
import { MonthlyPaymentsChart } from './monthly-payments-chart';

const t = expectedPaymentsStrings;

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" component="div">
      <Text size="xs" c="gray.7" component="dt">
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'md'}
        fw={700}
        component="dd"
        m={0}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Paper>
  );
}

/** PAY-05: the CSV and the PDF (its library loaded only when asked for), and the failure of the last one. */
function Downloads({ data }: { data: Forecast }) {
  // One page is on screen; a file holds them all.
  const whole = () => (data.total_pages === 1 ? Promise.resolve(data) : fetchWholeForecast());
  const currency = useCurrencyLabel();
  const status = useQuery(statusQuery());
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const ctx = () => ({
    currency,
    demo: isDemo(status.data?.demo_status ?? undefined),
    generatedAt: new Date(),
  });
  const run = async (kind: string, make: () => Promise<Blob>, name: string) => {
    setBusy(kind);
    setFailed(false);
    try {
      downloadBlob(await make(), name);
    } catch (error) {
      console.warn('No se pudo generar el archivo', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const choices = [
    {
      kind: t.pdf,
      name: paymentsFileName(data, 'pdf'),
      make: async () => {
        const [{ buildPaymentsPdf }, all] = await Promise.all([import('../model/payments-pdf'), whole()]);
        return buildPaymentsPdf(all, ctx());
      },
    },
    {
      kind: t.csv,
      name: paymentsFileName(data, 'csv'),
      make: async () => csvBlob(paymentsCsv(await whole(), ctx())),
    },
  ];
  return (
    <>
      <Group gap="xs" role="group" aria-label={t.exportTitle}>
        <Text size="sm" fw={600}>
          {t.exportTitle}:
        </Text>
        {choices.map((c) => (
          <Button
            key={c.kind}
            size="xs"
            variant="default"
            loading={busy === c.kind}
            aria-label={t.exportLabel(c.kind)}
            onClick={() => void run(c.kind, c.make, c.name)}
          >
            {c.kind}
          </Button>
        ))}
      </Group>
      {failed && (
        <Alert color="red" role="alert">
          {t.exportFailed}
        </Alert>
      )}
    </>
  );
}

type MonthRow = MonthlyPaymentTotal & { id: number };
type PaymentRow = PagoPrevisto & { id: number };

function ForecastView(props: { data: Forecast; onPage: (page: number) => void; busy: boolean }) {
  const { data } = props;
  const currency = useCurrencyLabel();
  const money = (value: string) => formatAmount(value, currency);
  const monthsId = useId();
  const months: MonthRow[] = data.meses.map((m, i) => ({ ...m, id: i + 1 }));
  const payments: PaymentRow[] = data.pagos.map((p, i) => ({ ...p, id: i + 1 }));
  const amountColumns = <R extends { interes: string; capital: string; total: string }>(
    totals: boolean,
  ): Column<R>[] => [
    {
      key: 'interes',
      header: t.interest,
      numeric: true,
      cell: (r) => money(r.interes),
      ...(totals ? { total: money(data.totales.interes) } : {}),
    },
    {
      key: 'capital',
      header: t.principal,
      numeric: true,
      cell: (r) => money(r.capital),
      ...(totals ? { total: money(data.totales.capital) } : {}),
    },
    {
      key: 'total',
      header: t.total,
      numeric: true,
      cell: (r) => money(r.total),
      ...(totals ? { total: money(data.totales.total) } : {}),
    },
  ];

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-label={t.summaryLabel}>
        <ResponsiveGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
          <Figure label={t.interest} value={money(data.totales.interes)} />
          <Figure label={t.principal} value={money(data.totales.capital)} />
          <Figure label={t.total} value={money(data.totales.total)} strong />
        </ResponsiveGrid>
        <Text size="sm" c="gray.7">
          {t.payments(data.cantidad)}
        </Text>
        <Downloads data={data} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby={`${monthsId}-title`}>
        <Title order={2} size="h4" id={`${monthsId}-title`}>
          {t.monthsTitle}
        </Title>
        <MonthlyPaymentsChart months={data.meses} tableId={`${monthsId}-table`} />
        <div id={`${monthsId}-table`}>
          <ResponsiveTable
            rows={months}
            columns={[
              { key: 'mes', header: t.month, cell: (m) => monthLabel(m.mes) },
              ...amountColumns<MonthRow>(true),
            ]}
            tableLabel={t.monthsTable}
            listLabel={t.monthsList}
            tableFrom={35}
          />
        </div>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby={`${monthsId}-list`}>
        <Title order={2} size="h4" id={`${monthsId}-list`}>
          {t.listTitle}
        </Title>
        <ResponsiveTable
          rows={payments}
          columns={[
            { key: 'fecha', header: t.date, cell: (p) => formatDay(p.fecha) },
            // The card's title names the project already.
            { key: 'proyecto', header: t.project, cell: (p) => p.proyecto, onCards: false },
            { key: 'code', header: t.code, cell: (p) => p.code },
            ...amountColumns<PaymentRow>(false),
          ]}
          cardTitle={(p) => `${formatDay(p.fecha)} · ${p.proyecto}`}
          tableLabel={t.paymentsTable}
          listLabel={t.paymentsList}
        />
        {data.total_pages > 1 && (
          <Pager
            label={t.paymentsTable}
            page={data.page}
            totalPages={data.total_pages}
            onPage={props.onPage}
            busy={props.busy}
          />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * '/cliente/proximos-pagos' 'Próximos pagos' (PAY-04..PAY-06): what the client's active investments will pay
 * over the next 12 months, by the same schedule the clock pays by: the totals, a bar per month with its
 * table, every payment, and the CSV and PDF downloads.
 */
export function ExpectedPaymentsScreen() {
  const [page, setPage] = useState(1);
  const query = useExpectedPayments(page);
  let body;
  if (query.isPending) {
    body = <LoadingState shape="rows" count={4} label={t.loading} />;
  } else if (query.isError) {
    body = <ErrorState message={t.failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data.pagos.length === 0) {
    body = (
      <EmptyState title={t.empty} text={t.emptyHint} icon={<IconCalendarDollar size={24} stroke={1.6} />} />
    );
  } else {
    body = <ForecastView data={query.data} onPage={setPage} busy={query.isPlaceholderData} />;
  }
  return (
    <Stack gap="md">
      <ScreenTitle>{t.title}</ScreenTitle>
      {query.data && (
        <Text c="gray.7">{t.intro(formatDay(query.data.desde), formatDay(query.data.hasta))}</Text>
      )}
      {body}
    </Stack>
  );
}
