import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetSession } from '../../../../tests/render-app';
import { useSimulator } from '../../../../tests/simulator';

async function openCalculator() {
  const app = renderApp('/cotizador');
  await screen.findByRole('heading', { name: 'Cotizador de inversión' });
  const amount = screen.getByRole('textbox', { name: /Monto a invertir/ });
  return { ...app, amount };
}

const submitButton = () => screen.getByRole('button', { name: /^Calcula(r|do)$/ });
const profit = () => screen.queryByTestId('profit')?.textContent;
const total = () => screen.queryByTestId('total')?.textContent;

describe('calculator screen', () => {
  useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  it('ROUTE-02 GEN-01 shows the calculator at /cotizador without sign-in, in Spanish', async () => {
    const { router } = await openCalculator();
    expect(router.state.location.pathname).toBe('/cotizador');
    expect(screen.getByText('Calcule cuánto podría ganar con su inversión.')).toBeInTheDocument();
  });

  it('CALC-01 CALC-07 the amount is required and numeric; empty it produces no result and the button reads Calcular', async () => {
    const { amount, user } = await openCalculator();
    expect(amount).toBeRequired();
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(submitButton()).toHaveTextContent('Calcular');
    await user.click(submitButton());
    expect(profit()).toBeUndefined();
    expect(submitButton()).toHaveTextContent('Calcular');
    // letters are not numbers: nothing is typed
    await user.type(amount, 'abc');
    expect(amount).toHaveValue('');
  });

  it('CALC-02 an amount below 50 is refused by native validation and gives no result; 50 is accepted', async () => {
    const { amount, user } = await openCalculator();
    await user.type(amount, '49.99');
    expect((amount as HTMLInputElement).validity.valid).toBe(false);
    expect((amount as HTMLInputElement).validationMessage).toBe('El monto mínimo es 50 USDT.');
    await user.click(submitButton());
    expect(profit()).toBeUndefined();

    await user.clear(amount);
    await user.type(amount, '50');
    expect((amount as HTMLInputElement).validity.valid).toBe(true);
    await user.click(submitButton());
    expect(profit()).toBe('3.00 USDT');
    expect(total()).toBe('53.00 USDT');
  });

  it('CALC-03 CALC-04 shows the amount as dollars with 2 decimals beside USDT, with the hint to type only numbers', async () => {
    const { amount, user } = await openCalculator();
    await user.type(amount, '1000');
    await user.tab();
    expect(amount).toHaveValue('$ 1,000.00');
    expect(screen.getByText('USDT')).toBeInTheDocument();
    expect(screen.getByText('Escriba solo números, sin símbolos.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Escriba solo números, sin símbolos.');
  });

  it('CALC-05 CALC-06 offers 3 meses, 6 meses and 1 año with 6 meses selected by default', async () => {
    await openCalculator();
    const group = screen.getByRole('group', { name: 'Plazo' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['3 meses', '6 meses', '1 año']);
    expect(within(group).getByRole('button', { name: '6 meses' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: '3 meses' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: '1 año' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('CALC-08 CALC-11 CALC-12 CALC-15 1000 over the default 6 months gives 59.94 and 1,059.94 and the button reads Calculado', async () => {
    const { amount, user } = await openCalculator();
    await user.type(amount, '1000');
    await user.click(submitButton());
    expect(screen.getByText('Su ganancia sería de')).toBeInTheDocument();
    expect(screen.getByText('Su saldo total sería de')).toBeInTheDocument();
    expect(profit()).toBe('59.94 USDT');
    expect(total()).toBe('1,059.94 USDT');
    expect(submitButton()).toHaveTextContent('Calculado');
  });

  it('CALC-13 the 1-year term computes 12 months (119.88) and the 3-month term 3 months (29.97)', async () => {
    const { amount, user } = await openCalculator();
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: '1 año' }));
    await user.click(submitButton());
    expect(profit()).toBe('119.88 USDT');
    expect(total()).toBe('1,119.88 USDT');
    await user.click(screen.getByRole('button', { name: '3 meses' }));
    await user.click(submitButton());
    expect(profit()).toBe('29.97 USDT');
    expect(total()).toBe('1,029.97 USDT');
  });

  it('CALC-15 large amounts keep 2 decimals and thousand separators', async () => {
    const { amount, user } = await openCalculator();
    await user.type(amount, '1234567.89');
    await user.click(screen.getByRole('button', { name: '1 año' }));
    await user.click(submitButton());
    expect(profit()).toBe('148,000.00 USDT');
    expect(total()).toBe('1,382,567.89 USDT');
  });

  it('CALC-09 after a result, changing the amount sets the button back to Calcular', async () => {
    const { amount, user } = await openCalculator();
    await user.type(amount, '1000');
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Calculado');
    const shown = (amount as HTMLInputElement).value;
    expect(shown).toBe('$ 1,000.00');
    await user.type(amount, '10000', { initialSelectionStart: 0, initialSelectionEnd: shown.length });
    expect(submitButton()).toHaveTextContent('Calcular');
    await user.click(submitButton());
    expect(profit()).toBe('599.40 USDT');
    expect(submitButton()).toHaveTextContent('Calculado');
    // leaving the field (which only pads the decimals) is not a change
    await user.tab();
    expect(submitButton()).toHaveTextContent('Calculado');
  });

  it('CALC-10 after a result, changing the term sets the button back to Calcular; the same term keeps it', async () => {
    const { amount, user } = await openCalculator();
    await user.type(amount, '1000');
    await user.click(submitButton());
    await user.click(screen.getByRole('button', { name: '6 meses' }));
    expect(submitButton()).toHaveTextContent('Calculado');
    await user.click(screen.getByRole('button', { name: '3 meses' }));
    expect(submitButton()).toHaveTextContent('Calcular');
  });

  it('CALC-16 the link to /nueva-cuenta appears only after a result', async () => {
    const { amount, user, router } = await openCalculator();
    const link = () => screen.queryByRole('link', { name: 'Quiero invertir: abrir mi cuenta' });
    expect(link()).toBeNull();
    await user.type(amount, '1000');
    expect(link()).toBeNull();
    await user.click(submitButton());
    expect(link()).toHaveAttribute('href', '/nueva-cuenta');
    await user.click(link()!);
    await screen.findByRole('button', { name: '¡Abrir mi cuenta!' });
    expect(router.state.location.pathname).toBe('/nueva-cuenta');
  });

  it('CALC-17 CALC-18 CALC-19 the disclaimer states approximation, past returns and excluded costs', async () => {
    await openCalculator();
    expect(
      screen.getByText(
        'El resultado es aproximado y se basa en la rentabilidad neta anual promedio ponderada.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Las rentabilidades pasadas no garantizan rentabilidades futuras.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Se excluyen los costos que no se reflejan en el valor liquidativo (valor neto de los activos).',
      ),
    ).toBeInTheDocument();
  });

  it('CALC-01 works from the keyboard alone: type, Enter computes', async () => {
    const { amount, user } = await openCalculator();
    await user.click(amount);
    await user.keyboard('2000{Enter}');
    expect(profit()).toBe('119.88 USDT');
  });
});
