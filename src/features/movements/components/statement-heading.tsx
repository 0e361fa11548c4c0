import { Alert, Text } from '@mantine/core';
import { ScreenTitle } from '@/shared/ui/screen-title';
import { statementStrings as s } from '../statement-strings';

/**
 * The statement's title, the demo's notice (DEMO-06) and what the screen shows: drawn by
 * the screen, and by the client area's loading frame before the screen's code has run.
 */
export function StatementHeading({ headingId, demo }: { headingId?: string; demo: boolean }) {
  return (
    <>
      <ScreenTitle id={headingId}>{s.title}</ScreenTitle>
      {demo && (
        <Alert color="yellow" variant="light" data-testid="demo-notice">
          <Text size="sm" c="dark.9">
            {s.demoNotice}
          </Text>
        </Alert>
      )}
      <Text c="gray.7">{s.intro}</Text>
    </>
  );
}
