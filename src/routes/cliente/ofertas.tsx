import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '@/shared/route-guards';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';
import { titleFor } from '@/shared/navigation';

export const Route = createFileRoute('/cliente/ofertas')({
  beforeLoad: ({ context }) => requireScreen('/cliente/ofertas', context.status),
  component: () => <ScreenPlaceholder title={titleFor('/cliente/ofertas')} />,
});
