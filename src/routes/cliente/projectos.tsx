import { createFileRoute } from '@tanstack/react-router';
import { ProjectsScreen } from '@/features/projects/components/projects-screen';
import { requireScreen } from '@/shared/route-guards';

// ROUTE-13, ROUTE-20: 'Proyectos'; its landing, listings and modals switch by in-page state, not by URL.
export const Route = createFileRoute('/cliente/projectos')({
  beforeLoad: ({ context }) => requireScreen('/cliente/projectos', context.status),
  component: ProjectsScreen,
});
