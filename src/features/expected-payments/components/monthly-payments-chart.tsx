import { Group, Text } from '@mantine/core';
import type { MonthlyPaymentTotal } from '@/contract/forecast';
import { toMinorUnits } from '@/shared/format/money';
import { expectedPaymentsStrings } from '../strings';
import { monthLabel, shortMonthLabel } from '../model/payments-export';
import classes from './monthly-payments-chart.module.css';

const t = expectedPaymentsStrings;

/** A bar's share of the tallest month, in percent (cents compared exactly, as integers). */
function share(cents: bigint, max: bigint): string {
  if (max === 0n) return '0%';
  return `${Number((cents * 10_000n) / max) / 100}%`;
}

/**
 * PAY-04: the monthly totals of the next 12 months as bars, principal below and interest above. The drawing
 * has its accessible name; its figures are the table beside it (the screen shows it), which is its text
 * alternative.
 */
export function MonthlyPaymentsChart({
  months,
  tableId,
}: {
  months: readonly MonthlyPaymentTotal[];
  tableId: string;
}) {
  const totals = months.map((m) => ({
    ...m,
    interest: toMinorUnits(m.interes),
    principal: toMinorUnits(m.capital),
    all: toMinorUnits(m.total),
  }));
  const max = totals.reduce((top, m) => (m.all > top ? m.all : top), 0n);
  return (
    <figure style={{ margin: 0 }}>
      <div role="img" aria-label={t.chartLabel} aria-describedby={tableId} data-chart="expected-payments">
        <div className={classes.chart} aria-hidden="true">
          {totals.map((m) => (
            <div key={m.mes} className={classes.column} title={`${monthLabel(m.mes)}: ${m.total}`}>
              {m.interest > 0n && (
                <div className={classes.interest} style={{ height: share(m.interest, max) }} />
              )}
              {m.principal > 0n && (
                <div className={classes.principal} style={{ height: share(m.principal, max) }} />
              )}
            </div>
          ))}
        </div>
        <div className={classes.labels} aria-hidden="true">
          {totals.map((m) => (
            <span key={m.mes} className={classes.label}>
              {shortMonthLabel(m.mes)[0]}
              <br />
              {shortMonthLabel(m.mes)[1]}
            </span>
          ))}
        </div>
      </div>
      <Group component="figcaption" gap="md" mt="xs" aria-hidden="true">
        <Text size="xs">
          <span className={classes.swatch} style={{ background: 'var(--mantine-color-teal-7)' }} />{' '}
          {t.interest}
        </Text>
        <Text size="xs">
          <span className={classes.swatch} style={{ background: 'var(--mantine-color-indigo-3)' }} />{' '}
          {t.principal}
        </Text>
      </Group>
    </figure>
  );
}
