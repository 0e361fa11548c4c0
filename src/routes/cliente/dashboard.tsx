import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '@/shared/route-guards';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';
import { titleFor } from '@/shared/navigation';

export const Route = createFileRoute('/cliente/dashboard')({
  beforeLoad: ({ context }) => requireScreen('/cliente/dashboard', context.status),
  component: () => <ScreenPlaceholder title={titleFor('/cliente/dashboard')} />,
});
