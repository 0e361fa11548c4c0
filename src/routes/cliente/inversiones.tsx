import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '@/shared/route-guards';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';
import { titleFor } from '@/shared/navigation';

export const Route = createFileRoute('/cliente/inversiones')({
  beforeLoad: ({ context }) => requireScreen('/cliente/inversiones', context.status),
  component: () => <ScreenPlaceholder title={titleFor('/cliente/inversiones')} />,
});
