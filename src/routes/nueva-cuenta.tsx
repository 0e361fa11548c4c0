import { createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '@/features/auth/components/registration-screen';

// ROUTE-07: registration. The original's redirect of /nueva-cuenta to itself is this plain route: it can
// neither loop nor blank the page.
export const Route = createFileRoute('/nueva-cuenta')({
  component: RegistrationScreen,
});
