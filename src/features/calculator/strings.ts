import { CURRENCY_DEMO, MIN_INVESTMENT } from '@/shared/constants';

/** Texts of the public calculator (/cotizador), as the specification writes them (p1 §2 Calculator). */
export const calculatorStrings = {
  title: 'Cotizador de inversión',
  intro: 'Calcule cuánto podría ganar con su inversión.',
  amountLabel: 'Monto a invertir',
  currency: CURRENCY_DEMO,
  /** CALC-04 */
  amountHint: 'Escriba solo números, sin símbolos.',
  /** CALC-02: the native validation message below the minimum. */
  amountMinimum: `El monto mínimo es ${MIN_INVESTMENT} ${CURRENCY_DEMO}.`,
  termLabel: 'Plazo',
  /** CALC-05 */
  terms: { 3: '3 meses', 6: '6 meses', 12: '1 año' } as const,
  /** CALC-07 */
  calculate: 'Calcular',
  /** CALC-08 */
  calculated: 'Calculado',
  resultsTitle: 'Resultado',
  /** CALC-11 */
  profitLabel: 'Su ganancia sería de',
  /** CALC-12 */
  totalLabel: 'Su saldo total sería de',
  /** CALC-16 */
  openAccount: 'Quiero invertir: abrir mi cuenta',
  /** CALC-17, CALC-18, CALC-19 */
  disclaimer: [
    'El resultado es aproximado y se basa en la rentabilidad neta anual promedio ponderada.',
    'Las rentabilidades pasadas no garantizan rentabilidades futuras.',
    'Se excluyen los costos que no se reflejan en el valor liquidativo (valor neto de los activos).',
  ],
} as const;
