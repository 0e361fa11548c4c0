import { createFileRoute } from '@tanstack/react-router';
import { ForgotScreen } from '@/features/auth/components/forgot-screen';

// ROUTE-09: the password-reset request screen.
export const Route = createFileRoute('/forgot')({
  component: ForgotScreen,
});
