import { createFileRoute } from '@tanstack/react-router';
import { OffersScreen, type InvestModalSlotProps } from '@/features/offers/components/offers-screen';
import { InvestModal } from '@/features/projects/components/lazy-modals';
import { requireScreen } from '@/shared/route-guards';

// ROUTE-15: 'Mis ofertas' with 'Mis proyectos'; views (landing, lists, modals) switch by state (ROUTE-20).
export const Route = createFileRoute('/cliente/ofertas')({
  beforeLoad: ({ context }) => requireScreen('/cliente/ofertas', context.status),
  component: OffersRoute,
});

/** MYPROJ-05: a row of 'Mis proyectos' opens the projects feature's invest modal (features do not import
 * each other, so the route composes them); the modal loads on first open. */
const investModal = ({ project, onClose }: InvestModalSlotProps) => (
  <InvestModal project={project} onClose={onClose} />
);

function OffersRoute() {
  return <OffersScreen investModal={investModal} />;
}
