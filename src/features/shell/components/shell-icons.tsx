import type { SVGProps } from 'react';

/** The few line icons of the frame, drawn inline (the stack has no icon package). Decorative only. */
function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export function SidebarToggleIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
      {collapsed ? <path d="M13 10l2 2-2 2" /> : <path d="M16 10l-2 2 2 2" />}
    </Icon>
  );
}

export function SignOutIcon() {
  return (
    <Icon>
      <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
      <path d="M9 12h12l-3-3M18 15l3-3" />
    </Icon>
  );
}

export function ChatIcon() {
  return (
    <Icon width={16} height={16}>
      <path d="M3 20l1.3-3.9A8 8 0 1 1 7.9 19.7L3 20" />
    </Icon>
  );
}
