import { create } from 'zustand';

/** Whether the simulator panel is open: its keyboard shortcut and the simulator menu's button share it. */
export const useSimulatorPanel = create<{
  opened: boolean;
  /** Asked for at least once: its host, once mounted for it, stays (__root.tsx). */
  wanted: boolean;
  open(): void;
  close(): void;
  toggle(): void;
}>((set) => ({
  opened: false,
  wanted: false,
  open: () => set({ opened: true, wanted: true }),
  close: () => set({ opened: false }),
  toggle: () => set((state) => ({ opened: !state.opened, wanted: true })),
}));

/** The panel's keyboard shortcut, as Mantine's useHotkeys writes it and as the menu shows it. */
export const PANEL_HOTKEY = { keys: 'alt+shift+D', label: 'Alt+Mayús+D' } as const;
