import { Alert } from '@mantine/core';
import { withdrawalStrings } from '../strings';

/** DEMO-07: the withdrawal forms of a demo client say the platform is a demonstration. */
export function DemoNotice() {
  return (
    <Alert variant="light" color="orange" role="note">
      {withdrawalStrings.demoNotice}
    </Alert>
  );
}
