/** The tick of a done step and the empty circle of a pending one (decorative: the badge around it is named). */
export function TickIcon({ done }: { done: boolean }) {
  return (
    <svg
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {done ? <path d="M5 12l5 5 9-10" /> : <circle cx="12" cy="12" r="7" strokeWidth={2} />}
    </svg>
  );
}
