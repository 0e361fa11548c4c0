import { createFileRoute } from '@tanstack/react-router';
import { appStrings } from '@/app/i18n/es';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

export const Route = createFileRoute('/cliente/user-profile')({
  component: () => <ScreenPlaceholder title={appStrings.routeTitles['/cliente/user-profile']} />,
});
