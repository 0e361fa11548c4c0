import { Tabs, type TabsListProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

type Hidden = { start: boolean; end: boolean };

/** Which ends of a sideways-scrolling list hide tabs. */
function hiddenEnds(list: HTMLElement): Hidden {
  const rest = list.scrollWidth - list.clientWidth - list.scrollLeft;
  return { start: list.scrollLeft > 1, end: rest > 1 };
}

/** Scrolls the list (never the page) so that its active tab is whole in view. */
function revealActive(list: HTMLElement, tab: HTMLElement) {
  if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft;
  else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth)
    list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth;
}

/** Brings the active tab into view once each time another tab becomes active. */
function revealNewlyActive(list: HTMLElement, revealed: { current: HTMLElement | null }) {
  const active = list.querySelector<HTMLElement>('[role="tab"][data-active]');
  if (!active || active === revealed.current) return;
  revealActive(list, active);
  revealed.current = active;
}

/**
 * The list of a tab bar. The theme keeps every tab bar on one line (src/app/tabs.module.css); where its tabs
 * do not fit, as on a phone, it scrolls sideways: the active tab is brought into view (a screen opened on its
 * third tab shows that tab), and an end that hides tabs fades out, so the person sees there is more.
 */
export function TabBar(props: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  // The tab last brought into view: only a newly active tab is, so a finger scrolling the bar stays free.
  const revealed = useRef<HTMLElement | null>(null);
  // Whether the list has been laid out and observed once. Until then nothing here reads its geometry: read in
  // the commit that mounts a screen, it made the browser lay the whole new screen out inside that commit's
  // task. The observer's first call comes after the browser's own layout, where reading it is free.
  const laidOut = useRef(false);

  // After each render: a tab that has just become active is brought into view (a cheap lookup, no listener).
  useEffect(() => {
    if (ref.current && laidOut.current) revealNewlyActive(ref.current, revealed);
  });

  // Once: the faded ends follow the list's scroll and size; the first layout also reveals the active tab.
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () =>
      setHidden((before) => {
        const now = hiddenEnds(list);
        return now.start === before.start && now.end === before.end ? before : now;
      });
    const observer = new ResizeObserver(() => {
      if (!laidOut.current) revealNewlyActive(list, revealed);
      laidOut.current = true;
      update();
    });
    observer.observe(list);
    list.addEventListener('scroll', update, { passive: true });
    return () => {
      list.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  return (
    <Tabs.List
      ref={ref}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
      {...props}
    />
  );
}
