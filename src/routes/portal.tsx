import { Button, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { appStrings } from '@/app/i18n/es';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

export const Route = createFileRoute('/portal')({
  component: () => (
    <ScreenPlaceholder title={appStrings.publicTitles.portal}>
      <Stack>
        <Button type="button">{appStrings.enterButton}</Button>
      </Stack>
    </ScreenPlaceholder>
  ),
});
