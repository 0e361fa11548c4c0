import { IconCheck, IconCircle } from '@tabler/icons-react';

/** The tick of a done step and the empty circle of a pending one (decorative: the badge around it is named). */
export function TickIcon({ done }: { done: boolean }) {
  const Icon = done ? IconCheck : IconCircle;
  return <Icon size={14} stroke={done ? 3 : 2} aria-hidden="true" focusable={false} />;
}
