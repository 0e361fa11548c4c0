import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { isDemo, statusQuery } from '@/shared/api/session-queries';
import { usePlatformToday } from '@/shared/api/platform-clock';
import { useCurrencyLabel } from '@/shared/format/currency';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { useStatement, useTaxSummary } from '../api/balance-statement';
import { useDeferredData, useDeferredQuery } from '@/shared/ui/use-deferred-data';
import { toMovementRow } from '../model/movement-rows';
import { statementSearchDefaults, type StatementSearch } from '../model/movements-search';
import { statementCsv, taxCsv, totalLines, type ExportContext } from '../model/statement-export';
import {
  periodOf,
  presetOf,
  presetPeriod,
  statementFileName,
  statementPresets,
  taxFileName,
} from '../model/statement-period';
import { statementStrings } from '../statement-strings';
import { csvBlob } from '@/shared/csv';
import { downloadBlob } from '@/shared/download-file';
import { StatementHeading } from './statement-heading';
import { MovementAmount } from './movement-amount';
import { MovementsLayouts } from './movements-layouts';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { LoadingSwap } from '@/shared/ui/states/loading-swap';

const s = statementStrings;
const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The export context of the signed-in client: its currency label and whether it is in demo mode (DEMO-06). */
function useExportContext(): Omit<ExportContext, 'generatedAt'> {
  const currency = useCurrencyLabel();
  const status = useQuery(statusQuery());
  return { currency, demo: isDemo(status.data?.demo_status ?? undefined) };
}

/** Runs an export and reports a failure under the buttons. */
function useExporter() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (kind: string, make: () => Promise<{ blob: Blob; name: string }>) => {
    setBusy(kind);
    setFailed(false);
    try {
      const { blob, name } = await make();
      downloadBlob(blob, name);
    } catch (error) {
      console.warn('No se pudo generar el archivo', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return { busy, failed, run };
}

interface ExportChoice {
  /** The button's text, and the exporter's name for it. */
  kind: string;
  label: string;
  make: () => Promise<{ blob: Blob; name: string }>;
}

/** The download buttons of a document, and the failure of the last one tried. */
function ExportButtons({ title, choices }: { title?: string; choices: readonly ExportChoice[] }) {
  const exporter = useExporter();
  return (
    <>
      <Group gap="xs" role="group" aria-label={title ?? s.exportTitle}>
        {title && (
          <Text size="sm" fw={600}>
            {title}:
          </Text>
        )}
        {choices.map((e) => (
          <Button
            key={e.kind}
            size="xs"
            variant="default"
            loading={exporter.busy === e.kind}
            aria-label={e.label}
            onClick={() => void exporter.run(e.kind, e.make)}
          >
            {e.kind}
          </Button>
        ))}
      </Group>
      {exporter.failed && (
        <Alert color="red" role="alert">
          {s.exportFailed}
        </Alert>
      )}
    </>
  );
}

const message = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * STMT-13..STMT-20: 'Estado de cuenta'. The period (presets or a range on the calendar) lives in the URL; the
 * screen shows the opening balance, the totals by kind, the closing balance and every movement (a table on
 * desktop, cards on a phone), and downloads them as PDF, XLSX or CSV. Below, the yearly summary for taxes.
 */
export function StatementScreen(props: SearchStateProps<StatementSearch>) {
  const [search, update] = useSearchState(props, statementSearchDefaults);
  const today = usePlatformToday();
  const period = periodOf(search, today);
  const currentYear = Number(today.slice(0, 4));
  const anio = search.anio >= 2000 && search.anio <= currentYear ? search.anio : currentYear;
  const context = useExportContext();
  const headingId = useId();
  // The yearly summary appears once the statement above it has come: drawn below a loading statement, it was
  // pushed down the screen when the movements arrived (a layout shift of 0.10 on a phone). Its call starts at
  // once all the same; a later period's loading leaves it where it is.
  // Deferred as the statement's own drawing is (StatementBody), so both show in the same commit.
  const statementLoaded = useDeferredData(useStatement(period.desde, period.hasta).data) !== null;
  const [taxShown, setTaxShown] = useState(false);
  if (statementLoaded && !taxShown) setTaxShown(true);

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <StatementHeading headingId={headingId} demo={context.demo} />
      <PeriodPicker
        desde={period.desde}
        hasta={period.hasta}
        today={today}
        onChange={(desde, hasta) => update({ desde, hasta })}
      />
      <StatementBody desde={period.desde} hasta={period.hasta} context={context} />
      <div hidden={!taxShown}>
        <TaxSummarySection
          anio={anio}
          currentYear={currentYear}
          context={context}
          onYear={(year) => update({ anio: year })}
        />
      </div>
    </Stack>
  );
}

function PeriodPicker(props: {
  desde: string;
  hasta: string;
  today: string;
  onChange: (desde: string, hasta: string) => void;
}) {
  const active = presetOf({ desde: props.desde, hasta: props.hasta }, props.today);
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null);
  const value = draft ?? [props.desde, props.hasta];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xs" role="group" aria-label={s.presetsLabel}>
          {statementPresets.map((preset) => (
            <Button
              key={preset}
              size="xs"
              variant={active === preset ? 'filled' : 'default'}
              aria-pressed={active === preset}
              onClick={() => {
                const p = presetPeriod(preset, props.today);
                setDraft(null);
                props.onChange(p.desde, p.hasta);
              }}
            >
              {s.presets[preset]}
            </Button>
          ))}
        </Group>
        <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
          <DatePickerInput
            type="range"
            label={s.period}
            description={s.periodDescription}
            valueFormat="DD/MM/YYYY"
            value={value}
            allowSingleDateInRange
            maxDate={props.today.slice(0, 4) + '-12-31'}
            popoverProps={{ withinPortal: false, zIndex: 1001 }}
            weekendDays={[]}
            maw={360}
            onChange={(next) => {
              const [from, to] = next;
              if (from && to) {
                setDraft(null);
                props.onChange(from, to);
              } else setDraft([from, to]);
            }}
          />
        </DatesProvider>
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" component="li">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={numeric}>
        {value}
      </Text>
    </Group>
  );
}

function StatementBody(props: { desde: string; hasta: string; context: Omit<ExportContext, 'generatedAt'> }) {
  const query = useDeferredQuery(useStatement(props.desde, props.hasta));
  const { currency } = props.context;
  const data = query.data;
  const rows = useMemo(
    () => (data?.movimientos ?? []).map((m) => toMovementRow(m, currency)),
    [data, currency],
  );

  // One element in every state, so the skeleton leaves as LoadingSwap does it.
  const swap = (content: ReactNode) => (
    <LoadingSwap
      loading={query.isPending}
      placeholder={<LoadingState shape="cards" count={3} label={s.loading} />}
    >
      {content}
    </LoadingSwap>
  );
  if (query.isPending) return swap(null);
  if (query.isError || !data) {
    return swap(
      <ErrorState
        title={s.error}
        message={message(query.error, s.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />,
    );
  }

  const ctx = () => ({ ...props.context, generatedAt: new Date() });
  const period = { desde: data.desde, hasta: data.hasta };
  const exports: ExportChoice[] = [
    {
      kind: s.exportPdf,
      label: s.exportLabel(s.exportPdf),
      make: async () => {
        const { buildStatementPdf } = await import('../model/statement-pdf');
        return { blob: buildStatementPdf(data, ctx()), name: statementFileName(period, 'pdf') };
      },
    },
    {
      kind: s.exportXlsx,
      label: s.exportLabel(s.exportXlsx),
      make: async () => {
        const { buildStatementXlsx } = await import('../model/statement-xlsx');
        return { blob: await buildStatementXlsx(data, ctx()), name: statementFileName(period, 'xlsx') };
      },
    },
    {
      kind: s.exportCsv,
      label: s.exportLabel(s.exportCsv),
      make: async () => {
        return { blob: csvBlob(statementCsv(data, ctx())), name: statementFileName(period, 'csv') };
      },
    },
  ];

  return swap(
    <Stack gap="md">
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-label={s.periodOf(formatDay(data.desde), formatDay(data.hasta))}
      >
        <Stack gap="sm">
          <Text fw={700}>{s.periodOf(formatDay(data.desde), formatDay(data.hasta))}</Text>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            <Figure label={s.opening} value={formatAmount(data.saldo_inicial, currency)} strong />
          </Stack>
          <Text size="sm" fw={600} mt="xs">
            {s.totalsTitle}
          </Text>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={s.totalsTitle}>
            {totalLines(data.totales).map((line) => (
              <Figure
                key={line.key}
                label={line.label}
                value={
                  <MovementAmount
                    text={formatAmount(line.value, currency)}
                    decrease={line.key !== 'comisiones' && Number(line.value) < 0}
                  />
                }
              />
            ))}
          </Stack>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            <Figure label={s.closing} value={formatAmount(data.saldo_final, currency)} strong />
          </Stack>
          <Text size="sm" c="gray.7">
            {s.count(data.cantidad)}
          </Text>
          <ExportButtons title={s.exportTitle} choices={exports} />
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-label={s.movementsTitle}>
        <Title order={2} size="h4" mb="sm">
          {s.movementsTitle}
        </Title>
        {rows.length === 0 ? (
          <EmptyState title={s.emptyTitle} text={s.emptyText} />
        ) : (
          <MovementsLayouts rows={rows} />
        )}
      </Paper>
    </Stack>,
  );
}

function TaxSummarySection(props: {
  anio: number;
  currentYear: number;
  context: Omit<ExportContext, 'generatedAt'>;
  onYear: (year: number) => void;
}) {
  const t = s.tax;
  const query = useTaxSummary(props.anio);
  const { currency } = props.context;
  const headingId = useId();
  const years = Array.from({ length: 10 }, (_, i) => String(props.currentYear - i));
  const data = query.data;
  const ctx = () => ({ ...props.context, generatedAt: new Date() });

  let body: ReactNode;
  if (query.isPending)
    body = null; // the skeleton below
  else if (query.isError || !data)
    body = <ErrorState message={message(query.error, t.error)} onRetry={() => void query.refetch()} />;
  else
    body = (
      <Stack gap="sm">
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.title}>
          <Figure label={t.interest} value={formatAmount(data.intereses, currency)} />
          <Figure label={t.gains} value={formatAmount(data.ganancias_secundario, currency)} />
          <Figure label={t.losses} value={formatAmount(data.perdidas_secundario, currency)} />
          <Figure label={t.net} value={formatAmount(data.resultado_secundario, currency)} strong />
          <Figure label={t.fees} value={formatAmount(data.comisiones, currency)} />
        </Stack>
        <Text size="sm" fw={600}>
          {t.salesTitle}
        </Text>
        {data.ventas.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t.noSales}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.salesTitle}>
            {data.ventas.map((v) => (
              <Paper component="li" key={`${v.code}-${v.fecha}`} withBorder p="xs" radius="sm">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {v.description}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatDateTime(v.fecha)} · {v.code}
                </Text>
                <Text size="xs">
                  {t.salesColumns.price}: {formatAmount(v.precio_venta, currency)} · {t.salesColumns.cost}:{' '}
                  {formatAmount(v.costo, currency)} · {t.salesColumns.result}:{' '}
                  <MovementAmount
                    text={formatAmount(v.resultado, currency)}
                    decrease={Number(v.resultado) < 0}
                  />
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        <ExportButtons
          choices={[
            {
              kind: t.exportCsv,
              label: t.exportLabel('CSV', data.anio),
              make: async () => {
                return { blob: csvBlob(taxCsv(data, ctx())), name: taxFileName(data.anio, 'csv') };
              },
            },
            {
              kind: t.exportPdf,
              label: t.exportLabel('PDF', data.anio),
              make: async () => {
                const { buildTaxPdf } = await import('../model/statement-pdf');
                return { blob: buildTaxPdf(data, ctx()), name: taxFileName(data.anio, 'pdf') };
              },
            },
          ]}
        />
      </Stack>
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t.title}
        </Title>
        <Text size="sm" c="gray.7">
          {t.intro}
        </Text>
        <NativeSelect
          label={t.year}
          data={years}
          value={String(props.anio)}
          onChange={(e) => props.onYear(Number(e.currentTarget.value))}
          maw={160}
        />
        <LoadingSwap
          loading={query.isPending}
          placeholder={<LoadingState shape="lines" count={5} label={t.loading} />}
        >
          {body}
        </LoadingSwap>
      </Stack>
    </Paper>
  );
}
