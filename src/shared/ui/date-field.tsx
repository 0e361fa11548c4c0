import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';

/** How dates are typed and shown: 'DD/MM/AAAA', as the platform writes them. */
const DISPLAY_FORMAT = 'DD/MM/YYYY';

const calendarLabels = {
  nextMonth: 'Mes siguiente',
  previousMonth: 'Mes anterior',
  nextYear: 'Año siguiente',
  previousYear: 'Año anterior',
  nextDecade: 'Década siguiente',
  previousDecade: 'Década anterior',
  monthLevelControl: 'Elegir el mes',
  yearLevelControl: 'Elegir el año',
};

/**
 * A typed day read as 'YYYY-MM-DD': 'DD/MM/AAAA' (one-digit day and month allowed) or 'AAAA-MM-DD'; null when
 * it is not a day of the calendar (31/02/2026).
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = dmy
    ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
    : ymd
      ? [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])]
      : [0, 0, 0];
  if (year === 0) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The day as 'YYYY-MM-DD'; '' (or none) for no day. */
  value?: string;
  onChange: (value: string) => void;
}

/**
 * A day field: typed as 'DD/MM/AAAA' or picked on a Spanish calendar that opens on the chosen day (else on the
 * earliest allowed one). It holds 'YYYY-MM-DD', what the calls send. Only screens with a date field load it.
 *
 * The calendar opens beside its field, inside the same landmark or dialog (a page-level layer would sit outside
 * every landmark), above a dialog's sticky header (z-index 1000). Weekends are not painted in Mantine's red 6,
 * which is 3.3:1 on white.
 */
export function DateField({ value = '', onChange, minDate, ...props }: DateFieldProps) {
  return (
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
      <DateInput
        valueFormat={DISPLAY_FORMAT}
        dateParser={parseTypedDay}
        placeholder="DD/MM/AAAA"
        ariaLabels={calendarLabels}
        value={value === '' ? null : value}
        onChange={(day) => onChange(day ?? '')}
        minDate={minDate}
        defaultDate={value || (typeof minDate === 'string' ? minDate : undefined)}
        popoverProps={{ withinPortal: false, zIndex: 1001 }}
        weekendDays={[]}
        {...props}
      />
    </DatesProvider>
  );
}
