import {
  IconChevronLeft,
  IconChevronRight,
  IconInfoCircle,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';

/** The dashboard's icons, from the product's one set (Tabler). Decorative: every control names itself. */
const props = { size: 18, 'aria-hidden': true, focusable: false } as const;

export const ChevronLeftIcon = () => <IconChevronLeft {...props} />;
export const ChevronRightIcon = () => <IconChevronRight {...props} />;
export const PauseIcon = () => <IconPlayerPause {...props} />;
export const PlayIcon = () => <IconPlayerPlay {...props} />;
/** An 'i' in a circle: more information. */
export const InfoIcon = () => <IconInfoCircle {...props} />;
