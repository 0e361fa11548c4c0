import { createFileRoute } from '@tanstack/react-router';
import { CalculatorScreen } from '@/features/calculator/components/calculator-screen';

// ROUTE-02: the public investment calculator, without sign-in.
export const Route = createFileRoute('/cotizador')({
  component: CalculatorScreen,
});
