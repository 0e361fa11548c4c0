import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useStrategiesList } from '../api/strategies-list';

export const autoInvestText = { active: 'Inversión automática activa', link: 'Inversión automática' };

/**
 * AUTO-16: 'Inversión automática activa', a link to the screen, while the client has an active strategy;
 * nothing otherwise (nor while loading or after a failure).
 */
export function AutoInvestBadge() {
  const { data } = useStrategiesList();
  if (!data?.some((s) => s.estado === 'activa')) return null;
  return (
    <Badge
      component={Link}
      to="/cliente/inversion-automatica"
      variant="filled"
      color="teal.9"
      size="lg"
      radius="sm"
      style={{ cursor: 'pointer', textTransform: 'none', maxWidth: '100%' }}
    >
      {autoInvestText.active}
    </Badge>
  );
}

/**
 * AUTO-16: the way to 'Inversión automática' from 'Proyectos' and 'Mis inversiones': the badge while a
 * strategy is active, a plain link otherwise.
 */
export function AutoInvestEntry() {
  const { data } = useStrategiesList();
  const active = data?.some((s) => s.estado === 'activa') ?? false;
  return (
    <Group gap="sm" wrap="wrap">
      {active ? (
        <AutoInvestBadge />
      ) : (
        <Anchor component={Link} to="/cliente/inversion-automatica" size="sm" underline="always">
          {autoInvestText.link}
        </Anchor>
      )}
    </Group>
  );
}
