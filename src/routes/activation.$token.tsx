import { createFileRoute } from '@tanstack/react-router';
import { ActivationScreen } from '@/features/auth/components/activation-screen';

// ROUTE-08: the e-mail confirmation result for the token in the URL.
export const Route = createFileRoute('/activation/$token')({
  component: ActivationRoute,
});

function ActivationRoute() {
  const { token } = Route.useParams();
  return <ActivationScreen key={token} token={token} />;
}
