import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { shellStrings } from '../strings';

const t = shellStrings.themeSwitcher;

/**
 * SHELL-08: the theme and colour switcher exists but is hidden from users (p1 §1). The shell renders it with
 * `visible` unset, which renders nothing; turning it on later is a one-prop change.
 */
export function ThemeSwitcher({ visible = false }: { visible?: boolean }) {
  if (!visible) return null;
  return <VisibleThemeSwitcher />;
}

function VisibleThemeSwitcher() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label={t.label}
      size="xs"
      value={colorScheme}
      onChange={(value) => setColorScheme(value)}
      data={[
        { value: 'light', label: t.light },
        { value: 'dark', label: t.dark },
        { value: 'auto', label: t.auto },
      ]}
    />
  );
}
