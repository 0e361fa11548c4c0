import { Anchor } from '@mantine/core';
import { IconChartDonut } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export const diversificationLinkText = 'Diversificación';

/** DIV-07: the way to 'Diversificación' from the dashboard and 'Mis inversiones'. */
export function DiversificationLink() {
  return (
    <Anchor
      component={Link}
      to="/cliente/diversificacion"
      size="sm"
      underline="always"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconChartDonut size={16} stroke={1.8} aria-hidden="true" />
      {diversificationLinkText}
    </Anchor>
  );
}
