import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '@/shared/route-guards';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';
import { titleFor } from '@/shared/navigation';

export const Route = createFileRoute('/cliente/user-tarjeta')({
  beforeLoad: ({ context }) => requireScreen('/cliente/user-tarjeta', context.status),
  component: () => <ScreenPlaceholder title={titleFor('/cliente/user-tarjeta')} />,
});
