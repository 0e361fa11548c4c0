import { createFileRoute } from '@tanstack/react-router';
import { LoginPendingScreen } from '@/features/auth/components/login-pending-screen';

// ROUTE-04..ROUTE-06: the simple sign-in screen; a signed-in visitor goes on to /cliente after 1 s.
export const Route = createFileRoute('/login-pendiente')({
  component: LoginPendingScreen,
});
