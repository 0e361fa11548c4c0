import { createFileRoute } from '@tanstack/react-router';
import { CardsScreen } from '@/features/cards/components/cards-screen';
import { requireScreen } from '@/shared/route-guards';

// ROUTE-18, ROLE-04: 'Tarjetas', for status 3 only; other statuses go to their home screen.
export const Route = createFileRoute('/cliente/user-tarjeta')({
  beforeLoad: ({ context }) => requireScreen('/cliente/user-tarjeta', context.status),
  component: CardsScreen,
});
