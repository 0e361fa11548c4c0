import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@/contract/projects';
import { post, useSimulator } from '../../../../tests/simulator';
import { ringDistance } from '../model/carousel';
import { ProjectCarousel } from './project-carousel';

/** The seeded primary projects, as projects/all_projects gives them to the demo persona. */
let projects: Project[] = [];

function renderCarousel(onInvest = vi.fn()) {
  render(
    <MantineProvider>
      <ProjectCarousel projects={projects} currency="USDT" onInvest={onInvest} />
    </MantineProvider>,
  );
  return onInvest;
}

const region = () => screen.getByRole('region', { name: 'Mercado primario' });
/** The visible slide ('n de total'); the others are hidden from the accessibility tree. */
const activeSlide = () => within(region()).getByRole('group', { name: / de \d+$/ });
const activeIndex = () => Number(activeSlide().getAttribute('aria-label')!.split(' ')[0]) - 1;
const renderedIds = () =>
  [...region().querySelectorAll('[data-project-id]')].map((el) => Number(el.getAttribute('data-project-id')));

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('primary-market carousel', () => {
  useSimulator();
  // The simulator's handlers are in place from its own beforeEach on (a fresh seeded store every test).
  beforeEach(async () => {
    const login = await post<{ success: { token: string } }>('/api/client/authenticate', {
      email: 'demo@simulador.test',
      password: 'demo1234',
    });
    const { body } = await post<{ data: Project[] }>(
      '/api/client/projects/all_projects',
      {},
      login.body.success.token,
    );
    projects = body.data;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('DASH-13 one project per slide: the active slide shows its project and its invest button', () => {
    expect(projects.length).toBeGreaterThan(5);
    renderCarousel();
    expect(activeSlide()).toHaveAccessibleName(`1 de ${projects.length}`);
    expect(within(activeSlide()).getByRole('heading', { level: 3 })).toHaveTextContent(projects[0]!.name);
    for (const el of region().querySelectorAll('[data-project-id]')) {
      expect(el.querySelectorAll('h3')).toHaveLength(1);
    }
    expect(within(region()).getAllByRole('button', { name: 'Invertir ahora' })).toHaveLength(1);
  });

  it('DASH-15 renders only the slides within 2 of the active one (at most 5), wherever it is, the active one at once', async () => {
    renderCarousel();
    const n = projects.length;
    const check = () => {
      const active = activeIndex();
      const expected = projects.filter((_, i) => ringDistance(i, active, n) <= 2).map((p) => p.id);
      expect(renderedIds()).toHaveLength(5);
      expect(new Set(renderedIds())).toEqual(new Set(expected));
    };
    // The active slide is drawn with the carousel; the four beside it follow, a frame each.
    expect(renderedIds()).toEqual([projects[0]!.id]);
    await waitFor(check);
    for (let step = 0; step < n + 2; step++) {
      fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
      expect(renderedIds()).toContain(projects[activeIndex()]!.id);
      await waitFor(check);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto anterior' }));
    await waitFor(check);
  });

  it('DASH-16 moves on by itself after 90,000 ms, not before, and again 90,000 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderCarousel();
    expect(activeIndex()).toBe(0);
    await advance(89_999);
    expect(activeIndex()).toBe(0);
    await advance(1);
    expect(activeIndex()).toBe(1);
    await advance(89_999);
    expect(activeIndex()).toBe(1);
    await advance(1);
    expect(activeIndex()).toBe(2);
  });

  it('DASH-16 a move by hand starts a new 90-second wait; stopping, hovering or focusing holds it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderCarousel();
    await advance(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    expect(activeIndex()).toBe(1);
    await advance(89_999);
    expect(activeIndex()).toBe(1);
    await advance(1);
    expect(activeIndex()).toBe(2);

    // Stopped by the client: nothing moves until it is resumed.
    fireEvent.click(screen.getByRole('button', { name: 'Detener el paso automático de proyectos' }));
    await advance(200_000);
    expect(activeIndex()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar el paso automático de proyectos' }));
    await advance(90_000);
    expect(activeIndex()).toBe(3);

    // The pointer over it holds it.
    fireEvent.mouseEnter(region());
    await advance(200_000);
    expect(activeIndex()).toBe(3);
    fireEvent.mouseLeave(region());
    await advance(90_000);
    expect(activeIndex()).toBe(4);
  });

  it('moves with the previous and next buttons and the arrow keys, looping at both ends', () => {
    renderCarousel();
    const n = projects.length;
    const viewport = within(region()).getByRole('group', { name: /Use las flechas/ });
    viewport.focus();
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(activeIndex()).toBe(1);
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(activeIndex()).toBe(n - 1);
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto anterior' }));
    expect(activeIndex()).toBe(n - 1);

    // An arrow pressed on the visible slide's button keeps the focus in the carousel.
    const button = within(activeSlide()).getByRole('button', { name: 'Invertir ahora' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowRight' });
    expect(activeIndex()).toBe(0);
    expect(document.activeElement).toBe(viewport);
  });

  it("DASH-14 'Invertir ahora' hands over the project of its slide", () => {
    const onInvest = renderCarousel();
    fireEvent.click(within(activeSlide()).getByRole('button', { name: 'Invertir ahora' }));
    expect(onInvest).toHaveBeenLastCalledWith(projects[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Proyecto siguiente' }));
    fireEvent.click(within(activeSlide()).getByRole('button', { name: 'Invertir ahora' }));
    expect(onInvest).toHaveBeenLastCalledWith(projects[1]);
  });

  it('says when there are no projects, and Cargando... while they load', () => {
    const { rerender } = render(
      <MantineProvider>
        <ProjectCarousel projects={undefined} currency="USDT" onInvest={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    rerender(
      <MantineProvider>
        <ProjectCarousel projects={[]} currency="USDT" onInvest={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.getByText('No hay proyectos disponibles en el mercado primario.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proyecto siguiente' })).toBeNull();
  });
});
