import { createFileRoute } from '@tanstack/react-router';
import { appStrings } from '@/app/i18n/es';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

export const Route = createFileRoute('/cliente/projectos')({
  component: () => <ScreenPlaceholder title={appStrings.routeTitles['/cliente/projectos']} />,
});
