import { ActionIcon, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Project } from '@/contract/projects';
import { AUTOPLAY_MS, renderedSlides, wrap } from '../model/carousel';
import { dashboardStrings } from '../strings';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import classes from './project-carousel.module.css';
import { ProjectSlide } from './project-slide';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { SlicedMount } from '@/shared/ui/sliced-mount';
import { LoadingState } from '@/shared/ui/states/loading-state';

export interface ProjectCarouselProps {
  /** projects/all_projects (DASH-13); undefined while they load. */
  projects: readonly Project[] | undefined;
  currency: string;
  /** DASH-14: 'Invertir ahora' on a slide. */
  onInvest: (project: Project) => void;
  /** DASH-16: 90,000 ms; stories may shorten it. */
  intervalMs?: number;
  /** AUTO-16: a notice above the slides (that an automatic-investing strategy is active). */
  notice?: ReactNode;
}

/**
 * The primary-market carousel, built on the WAI-ARIA carousel pattern: one project per slide (DASH-13); only
 * the slides within 2 of the active one are rendered, at most 5 (DASH-15), the active one first; it moves on by itself every
 * 90,000 ms (DASH-16), looping, and stops while the pointer is over it, while focus is inside it, or once the
 * client stops it; previous and next buttons and the left and right arrow keys move it by hand.
 */
export function ProjectCarousel({
  projects,
  currency,
  onInvest,
  intervalMs = AUTOPLAY_MS,
  notice,
}: ProjectCarouselProps) {
  const s = dashboardStrings.carousel;
  const headingId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const count = projects?.length ?? 0;
  const [position, setPosition] = useState(0);
  const active = wrap(position, count);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = count > 1 && !stopped && !hovered && !focused;

  // DASH-16: a fresh 90-second wait after every move, by hand or by itself.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setPosition((p) => p + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, active, intervalMs]);

  const go = (step: number) => setPosition(wrap(active + step, count));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    // Focus inside the slide that is about to hide moves to the slides' frame, so it is never lost.
    const viewport = viewportRef.current;
    const focus = document.activeElement;
    if (viewport && focus && focus !== viewport && viewport.contains(focus)) viewport.focus();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };

  let body;
  if (!projects) {
    body = <LoadingState shape="cards" count={1} label={dashboardStrings.loading} />;
  } else if (count === 0) {
    body = <EmptyState title={s.empty} />;
  } else {
    body = (
      <div
        ref={viewportRef}
        role="group"
        aria-label={s.slidesLabel}
        tabIndex={0}
        aria-live={rotating ? 'off' : 'polite'}
        className={classes.viewport}
      >
        {renderedSlides(active, count).map((i) => (
          // The active slide is drawn with the carousel; the hidden ones beside it, a frame each after it (a
          // slide is some fifty elements to style and lay out: all five were the dashboard's longest frame).
          <SlicedMount key={projects[i]!.id} afterPaint now={i === active}>
            <ProjectSlide
              project={projects[i]!}
              label={s.slideLabel(i + 1, count)}
              active={i === active}
              currency={currency}
              onInvest={onInvest}
            />
          </SlicedMount>
        ))}
      </div>
    );
  }

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      miw={0}
      aria-roledescription={s.roledescription}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <Title order={2} size="h3" id={headingId}>
          {s.heading}
        </Title>
        {count > 1 && (
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setStopped(!stopped)}
              aria-label={stopped ? s.play : s.pause}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </ActionIcon>
            <ActionIcon variant="default" size="lg" onClick={() => go(-1)} aria-label={s.previous}>
              <ChevronLeftIcon />
            </ActionIcon>
            <Text
              size="sm"
              aria-hidden="true"
              miw={44}
              ta="center"
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {active + 1} / {count}
            </Text>
            <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={s.next}>
              <ChevronRightIcon />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {/* AUTO-16: an active automatic-investing strategy shows here, as a link to its screen. */}
      {notice}
      {body}
    </Paper>
  );
}
