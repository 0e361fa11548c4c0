import { Anchor, Group } from '@mantine/core';
import { IconCalendarDollar, IconChartDonut, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A link to one of the portfolio's own screens: its icon, then its name. */
function PortfolioLink(props: {
  to: '/cliente/proximos-pagos' | '/cliente/diversificacion';
  icon: Icon;
  label: string;
}) {
  const { icon: LinkIcon } = props;
  return (
    <Anchor
      component={Link}
      to={props.to}
      size="sm"
      underline="always"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' }}
    >
      <LinkIcon size={18} stroke={1.6} aria-hidden="true" />
      {props.label}
    </Anchor>
  );
}

/** PAY-06: the way to 'Próximos pagos' from the dashboard and 'Mis inversiones'. */
export function ExpectedPaymentsLink() {
  return <PortfolioLink to="/cliente/proximos-pagos" icon={IconCalendarDollar} label="Próximos pagos" />;
}

/** DIV-07: the way to 'Diversificación' from the dashboard and 'Mis inversiones'. */
export function DiversificationLink() {
  return <PortfolioLink to="/cliente/diversificacion" icon={IconChartDonut} label="Diversificación" />;
}

/** 'Mis inversiones': both, side by side (PAY-06, DIV-07). */
export function PortfolioLinks() {
  return (
    <Group gap="lg">
      <ExpectedPaymentsLink />
      <DiversificationLink />
    </Group>
  );
}
