import { Anchor, Box, Button, Container, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MIN_INVESTMENT } from '@/shared/constants';
import { toMinorUnits } from '@/shared/format/money';
import { PageLive } from '@/shared/ui/page-live';
import {
  calculateReturns,
  DEFAULT_TERM,
  meetsMinimum,
  TERM_MONTHS,
  type Returns,
  type TermMonths,
} from '../model/returns';
import publicPage from '@/shared/ui/public-page.module.css';
import { calculatorStrings as t } from '../strings';

type AmountValue = number | string;

function sameAmount(a: AmountValue, b: AmountValue): boolean {
  if (a === b) return true;
  try {
    return toMinorUnits(a, 6) === toMinorUnits(b, 6);
  } catch {
    return false;
  }
}

/**
 * The public investment calculator (/cotizador, ROUTE-02). The amount is required with a minimum of 50,
 * enforced by the browser's own validation (CALC-01, CALC-02); a result is computed in exact cents
 * (CALC-11..CALC-15). The button reads 'Calculado' while the result shown matches the amount and term,
 * and 'Calcular' otherwise (CALC-07..CALC-10): changing either clears the result.
 */
export function CalculatorScreen() {
  const [amount, setAmount] = useState<AmountValue>('');
  const [term, setTerm] = useState<TermMonths>(DEFAULT_TERM);
  const [result, setResult] = useState<Returns | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const termLabelId = useId();
  const valid = meetsMinimum(amount);

  // CALC-02: below the minimum the input is invalid for the browser, which blocks the submission.
  useEffect(() => {
    inputRef.current?.setCustomValidity(amount !== '' && !valid ? t.amountMinimum : '');
  }, [amount, valid]);

  const changeAmount = (value: AmountValue) => {
    if (!sameAmount(value, amount)) setResult(null);
    setAmount(value);
  };

  const changeTerm = (months: TermMonths) => {
    if (months !== term) setResult(null);
    setTerm(months);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      event.currentTarget.reportValidity();
      return;
    }
    setResult(calculateReturns(amount, term));
  };

  return (
    <Box component="main" mih="100dvh" bg="gray.0" className={publicPage.page}>
      <Container size={560} px="md">
        <Paper withBorder shadow="sm" radius="md" className={publicPage.card}>
          <Stack gap="lg">
            <Box>
              <Title order={1} size="h2">
                {t.title}
              </Title>
              <Text c="gray.7" mt={4}>
                {t.intro}
              </Text>
            </Box>

            <form onSubmit={submit} aria-label={t.title}>
              <Stack gap="md">
                <NumberInput
                  ref={inputRef}
                  label={t.amountLabel}
                  description={t.amountHint}
                  placeholder={`$ ${MIN_INVESTMENT}.00`}
                  required
                  name="amount"
                  value={amount}
                  onChange={changeAmount}
                  prefix="$ "
                  thousandSeparator=","
                  decimalSeparator="."
                  decimalScale={2}
                  fixedDecimalScale
                  allowNegative={false}
                  clampBehavior="none"
                  hideControls
                  size="md"
                  styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                  rightSection={
                    <Text fw={700} size="sm" c="gray.7">
                      {t.currency}
                    </Text>
                  }
                  rightSectionWidth={64}
                  rightSectionPointerEvents="none"
                />

                <Box>
                  <Text id={termLabelId} fw={500} size="sm" mb={6}>
                    {t.termLabel}
                  </Text>
                  <Group role="group" aria-labelledby={termLabelId} gap="xs" grow>
                    {TERM_MONTHS.map((months) => (
                      <Button
                        key={months}
                        type="button"
                        variant={term === months ? 'filled' : 'default'}
                        px={4}
                        aria-pressed={term === months}
                        onClick={() => changeTerm(months)}
                      >
                        {t.terms[months]}
                      </Button>
                    ))}
                  </Group>
                </Box>

                <Button type="submit" size="md" fullWidth variant={result ? 'light' : 'filled'}>
                  {result ? t.calculated : t.calculate}
                </Button>
              </Stack>
            </form>

            <Box aria-live="polite">
              {result && (
                <Paper bg="var(--mantine-color-teal-light)" radius="md" p="md">
                  <Stack gap="sm">
                    <Title order={2} size="h4">
                      {t.resultsTitle}
                    </Title>
                    <Group justify="space-between" wrap="wrap" gap={4}>
                      <Text>{t.profitLabel}</Text>
                      <Text fw={700} size="lg" data-testid="profit">
                        {result.profit} {t.currency}
                      </Text>
                    </Group>
                    <Group justify="space-between" wrap="wrap" gap={4}>
                      <Text>{t.totalLabel}</Text>
                      <Text fw={700} size="lg" data-testid="total">
                        {result.total} {t.currency}
                      </Text>
                    </Group>
                    {/* Teal link text is 4.3:1 over the teal tint: the page's text colour, underlined. */}
                    <Anchor
                      component={Link}
                      to="/nueva-cuenta"
                      fw={600}
                      c="var(--mantine-color-text)"
                      underline="always"
                    >
                      {t.openAccount}
                    </Anchor>
                  </Stack>
                </Paper>
              )}
            </Box>

            <Stack gap={4}>
              {t.disclaimer.map((sentence) => (
                <Text key={sentence} size="xs" c="gray.7">
                  {sentence}
                </Text>
              ))}
            </Stack>
          </Stack>
        </Paper>
      </Container>
      <PageLive />
    </Box>
  );
}
