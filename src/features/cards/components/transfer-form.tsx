import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useCardList } from '../api/card-list';
import { useWalletTransfer } from '../api/wallet-transfer';
import { maskCardNumber } from '../model/card-format';
import { failureMessage } from '../model/failure';
import { checkTransfer, type TransferValues } from '../model/transfer-form';
import { cardStrings } from '../strings';
import { useTimedMessage } from '@/shared/ui/use-timed-message';
import { maxLengthOf } from '@/shared/form-limits';

const t = cardStrings.transfer;
const empty: TransferValues = { card_id: '', amount: '', notes: '' };

/**
 * 'Transferir' (CARD-37..42): from the wallet to an approved card. Missing fields, a malformed amount or one
 * above 3000 are told here and nothing is sent; the amount goes out normalised ('$12,50' → '12.50'). The
 * result, success or the server's raw error, goes to the parent's message dialog.
 */
export function TransferForm(props: { onMessage: (message: string) => void }) {
  const cards = useCardList();
  const currency = useCurrencyLabel();
  const transfer = useWalletTransfer();
  const form = useForm<TransferValues>({ initialValues: empty });
  // ERR-07: the form's alert clears itself after 3 s.
  const [error, setError] = useTimedMessage();
  const approved = cards.data.filter((c) => c.status === 'APROBADO');

  const submit = async (values: TransferValues) => {
    if (transfer.isPending) return;
    const checked = checkTransfer(values);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    try {
      await transfer.mutateAsync(checked.payload);
      form.setValues(empty);
      props.onMessage(t.done);
    } catch (e) {
      props.onMessage(failureMessage(e));
    }
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => void submit(values))}
      noValidate
      aria-labelledby="card-transfer-title"
    >
      <Stack gap="md" maw={520}>
        <Title order={2} size="h4" id="card-transfer-title">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        {!cards.isPending && approved.length === 0 && (
          <Alert color="yellow" variant="light">
            {t.noCards}
          </Alert>
        )}
        <NativeSelect
          label={t.card}
          withAsterisk
          {...form.getInputProps('card_id')}
          data={[
            { value: '', label: cards.isPending ? cardStrings.loading : t.chooseCard },
            ...approved.map((c) => ({
              value: String(c.id),
              label: `${c.card_model} ${maskCardNumber(c.number)}`,
            })),
          ]}
        />
        <TextInput
          label={t.amount}
          withAsterisk
          description={t.amountHint(currency)}
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps('amount')}
        />
        <Textarea
          label={t.notes}
          withAsterisk
          rows={3}
          maxLength={maxLengthOf('notes')}
          {...form.getInputProps('notes')}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={transfer.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
