import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '@/shared/route-guards';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';
import { titleFor } from '@/shared/navigation';

export const Route = createFileRoute('/cliente/retiro')({
  beforeLoad: ({ context }) => requireScreen('/cliente/retiro', context.status),
  component: () => <ScreenPlaceholder title={titleFor('/cliente/retiro')} />,
});
