import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';

// ROUTE-03: the main login screen.
export const Route = createFileRoute('/portal')({
  component: LoginScreen,
});
