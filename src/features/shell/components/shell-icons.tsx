import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconMessageCircle,
} from '@tabler/icons-react';

/** The frame's icons, from the product's one set (Tabler). Decorative: every control names itself. */
const hidden = { 'aria-hidden': true, focusable: false } as const;

export function SidebarToggleIcon({ collapsed }: { collapsed: boolean }) {
  return collapsed ? (
    <IconLayoutSidebarLeftExpand size={20} {...hidden} />
  ) : (
    <IconLayoutSidebarLeftCollapse size={20} {...hidden} />
  );
}

export function SignOutIcon() {
  return <IconLogout size={20} {...hidden} />;
}

export function ChatIcon() {
  return <IconMessageCircle size={16} {...hidden} />;
}
