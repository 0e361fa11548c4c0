import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '@/shared/route-guards';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';
import { titleFor } from '@/shared/navigation';

export const Route = createFileRoute('/cliente/ultradeposito')({
  beforeLoad: ({ context }) => requireScreen('/cliente/ultradeposito', context.status),
  component: () => <ScreenPlaceholder title={titleFor('/cliente/ultradeposito')} />,
});
