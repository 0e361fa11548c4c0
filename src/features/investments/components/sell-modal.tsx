import { Box, Button, Group, Modal, Radio, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import type { Investment } from '@/contract/investments';
import { ApiError } from '@/shared/api/api-error';
import { usePlatformToday } from '@/shared/api/platform-clock';
import { useCurrencyLabel } from '@/shared/format/currency';
import { formatDay } from '@/shared/format/date';
import { formatAmount, formatCentsAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { DateField } from '@/shared/ui/date-field';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { ProjectImage } from '@/shared/ui/project-image';
import { offerCreateKey, useOfferCreate } from '../api/offer-create';
import {
  emptySaleForm,
  salePriceCents,
  toOfferCreatePayload,
  validateSale,
  type DateTypeChoice,
  type SaleForm as SaleFormValues,
} from '../model/sale';
import { investmentsStrings } from '../strings';
import { TabBar } from '@/shared/ui/tab-bar';

const t = investmentsStrings.sell;

export interface SellModalProps {
  /** The investment to offer; null keeps the modal closed. */
  investment: Investment | null;
  /** Closed without a result: nothing changed. */
  onClose: () => void;
  /** 'Aceptar' on the result: close and reload the lists (SELL-15). */
  onDone: () => void;
  /** Where the modal starts (stories): the tab and the form's values. */
  initialTab?: 'info' | 'sale';
  initialForm?: SaleFormValues;
}

/** An image link worth showing: not empty and not the text 'null'. */

/**
 * The sell modal (SELL-01..SELL-14): 'Detalle de la inversión de {project}' with the investment's information
 * and 'Procesar venta': the end-of-sale type (a date only for 'Definido'), the percentage as text, the live
 * 'Precio final venta', the offers/create call with a spinner, then the message with 'Aceptar'.
 */
export function SellModal({ investment, onClose, onDone, initialTab, initialForm }: SellModalProps) {
  const [message, setMessage] = useState<string | null>(null);
  // Phone layout: the modal takes the whole screen.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // While the offer is on its way the modal stays, so its result is shown and the lists reload.
  const sending = useIsMutating({ mutationKey: offerCreateKey }) > 0;
  const inv = investment;

  const accept = () => {
    setMessage(null);
    onDone();
  };

  return (
    <Modal
      opened={inv !== null}
      onClose={message !== null ? accept : sending ? () => undefined : onClose}
      title={message !== null ? t.resultTitle : inv && t.title(inv.name)}
      withCloseButton={message === null}
      closeButtonProps={{ 'aria-label': t.close, disabled: sending }}
      size="lg"
      fullScreen={phone}
    >
      {inv && message === null && (
        <>
          <SellTabs
            investment={inv}
            onResult={setMessage}
            initialTab={initialTab}
            initialForm={initialForm}
          />
        </>
      )}
      {message !== null && (
        <>
          <Box role="status">
            <Text>{message}</Text>
          </Box>
          <Group justify="flex-end" mt="lg">
            <Button onClick={accept} autoFocus>
              {t.accept}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

interface SellTabsProps extends Pick<SellModalProps, 'initialTab' | 'initialForm'> {
  investment: Investment;
  onResult: (message: string) => void;
}

function SellTabs({ investment, onResult, initialTab = 'info', initialForm }: SellTabsProps) {
  return (
    <Tabs defaultValue={initialTab}>
      <TabBar aria-label={t.tabsLabel} grow>
        <Tabs.Tab value="info">{t.infoTab}</Tabs.Tab>
        <Tabs.Tab value="sale">{t.saleTab}</Tabs.Tab>
      </TabBar>
      <Tabs.Panel value="info" pt="md">
        <InvestmentInfo investment={investment} />
      </Tabs.Panel>
      <Tabs.Panel value="sale" pt="md">
        <SaleForm investment={investment} onResult={onResult} initialForm={initialForm} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** SELL-03: name, start and end dates, yield rate %, current and future yield, image and description. */
function InvestmentInfo({ investment: inv }: { investment: Investment }) {
  const currency = useCurrencyLabel();
  const i = t.info;
  const fields: [string, string][] = [
    [i.name, inv.name],
    [i.start, formatDay(inv.date_investment)],
    [i.end, formatDay(inv.end_date)],
    [i.rate, formatRate(inv.fee_total_contract)],
    [i.yield, formatAmount(inv.rendimiento, currency)],
    [i.future, formatAmount(inv.rendimientofuturo, currency)],
  ];
  return (
    <Stack gap="sm">
      <ProjectImage src={inv.imagen} alt={i.imageAlt(inv.name)} radius="md" h={160} fit="contain" />
      <ResponsiveGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} m={0}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </ResponsiveGrid>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {inv.description.trim() || i.noDescription}
      </Text>
    </Stack>
  );
}

function SaleForm({ investment, onResult, initialForm = emptySaleForm }: Omit<SellTabsProps, 'initialTab'>) {
  const currency = useCurrencyLabel();
  const create = useOfferCreate();
  // The earliest end day is the platform's today on the server's clock (the simulator's may have moved).
  const today = usePlatformToday();
  const end = investment.end_date.slice(0, 10);
  const form = useForm<SaleFormValues>({
    initialValues: initialForm,
    validate: (values) => validateSale(values, today, end),
  });
  const price = salePriceCents(
    investment.investment_amount,
    investment.rendimiento,
    form.values.amount_percentage,
  );

  const submit = async (values: SaleFormValues) => {
    if (create.isPending) return;
    try {
      onResult((await create.mutateAsync(toOfferCreatePayload(investment, values))).message);
    } catch (error) {
      onResult(error instanceof ApiError ? error.message : String(error));
    }
  };

  const chooseType = (value: string) => {
    form.setFieldValue('date_type', value as DateTypeChoice);
    if (value !== '2') form.setFieldValue('date_value', '');
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Text>
          {t.invested}:{' '}
          <Text component="span" fw={700} data-field="invested">
            {formatAmount(investment.investment_amount, t.investedCurrency)}
          </Text>
        </Text>
        <Radio.Group
          label={t.dateType}
          withAsterisk
          {...form.getInputProps('date_type')}
          onChange={chooseType}
        >
          <Group gap="lg" mt={6}>
            {t.dateTypes.map((d) => (
              <Radio key={d.value} value={d.value} label={d.label} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.date_type === '2' && (
          <DateField
            label={t.date}
            withAsterisk
            minDate={today}
            maxDate={end}
            {...form.getInputProps('date_value')}
          />
        )}
        <TextInput
          label={t.percentage}
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          description={t.percentageHint}
          {...form.getInputProps('amount_percentage')}
        />
        <Text>
          {t.finalPrice}:{' '}
          <Text component="output" fw={700} aria-live="polite" data-field="final-price">
            {price === null ? '—' : formatCentsAmount(price, currency)}
          </Text>
        </Text>
        <Group justify="flex-end">
          <Button
            type="submit"
            color="blue.8"
            loading={create.isPending}
            loaderProps={{ 'aria-label': t.sending }}
          >
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
