import { Anchor, Group } from '@mantine/core';
import { IconCalendarDollar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export const expectedPaymentsLinkText = 'Próximos pagos';

/** PAY-06: the way to 'Próximos pagos' from the dashboard and 'Mis inversiones'. */
export function ExpectedPaymentsLink() {
  return (
    <Group gap={6} wrap="nowrap">
      <IconCalendarDollar size={18} stroke={1.6} aria-hidden="true" />
      <Anchor component={Link} to="/cliente/proximos-pagos" size="sm" underline="always">
        {expectedPaymentsLinkText}
      </Anchor>
    </Group>
  );
}
