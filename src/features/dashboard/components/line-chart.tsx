/**
 * The dashboard's line charts (DASH-11's investments over time, RET-08's net annual return), each loaded
 * lazily by its panel.
 *
 * Drawn here rather than with a charting library: the dashboard is the client area's first screen, and the
 * library's chart cost a phone's CPU a long task of several hundred milliseconds (it measures its box, then
 * renders in several synchronous passes) and 120 kB of compressed script. This is one SVG line stretched to
 * the plot's box, with HTML labels placed by percentage: nothing is measured to draw it.
 */
import { VisuallyHidden } from '@mantine/core';
import { useState, type PointerEvent } from 'react';
import { nearestIndex, timeTicks, valueTicks, xAt } from '../model/chart-scale';
import classes from './line-chart.module.css';

/** The SVG's own units: the plot is stretched to its box, and strokes keep their width. */
const SIZE = 1000;
/** Beyond this many points the line carries no dots (they would merge). */
const MAX_DOTS = 24;

/** One point of a line: its date as shown, its value for the scale and its value as text. */
export interface LinePoint {
  fecha: string;
  monto: number;
  text: string;
}

export interface LineChartProps {
  points: readonly LinePoint[];
  /** data-chart of the drawing (tests and e2e find it by it). */
  name: string;
  /** The series' name, in the pointer's tooltip. */
  series: string;
  /** The table that screen readers get instead of the drawing: its caption and column headers. */
  table: { caption: string; date: string; value: string };
  /** A value tick as text ('25k', '7.5 %'). */
  tick: (value: number) => string;
}

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * The line of the points' values over their dates. The drawing is for the eye (a tooltip follows the
 * pointer); screen readers get the same points as a table.
 */
export function LineChart({ points, name, series, table, tick: tickText }: LineChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const n = points.length;
  const ticks = valueTicks(points.map((p) => p.monto));
  const low = ticks[0]!;
  const span = ticks.at(-1)! - low;
  /** From the top of the plot (0) to its bottom (1). */
  const yAt = (value: number) => 1 - (value - low) / span;
  const line = points.map((p, i) => `${xAt(i, n) * SIZE},${yAt(p.monto) * SIZE}`).join(' ');

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex((event.clientX - box.left) / box.width, n));
  };
  const shown = active === null ? null : points[active];
  /** Where the pointer's point sits across the plot (0 to 1). */
  const shownX = active === null ? 0 : xAt(active, n);

  return (
    <>
      <div className={classes.chart} aria-hidden="true" data-chart={name}>
        {ticks.map((tick) => (
          <span
            key={tick}
            className={classes.valueLabel}
            // Along the plot's height (its margins: the CSS module's variables).
            style={{
              top: `calc(var(--plot-top) + (100% - var(--plot-top) - var(--plot-bottom)) * ${yAt(tick)})`,
            }}
          >
            {tickText(tick)}
          </span>
        ))}
        <div
          className={classes.plot}
          onPointerMove={follow}
          onPointerDown={follow}
          onPointerLeave={() => setActive(null)}
        >
          <svg
            className={classes.svg}
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            preserveAspectRatio="none"
            focusable="false"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                className={classes.grid}
                x1={0}
                x2={SIZE}
                y1={yAt(tick) * SIZE}
                y2={yAt(tick) * SIZE}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {shown && (
              <line
                className={classes.cursor}
                x1={shownX * SIZE}
                x2={shownX * SIZE}
                y1={0}
                y2={SIZE}
                vectorEffect="non-scaling-stroke"
              />
            )}
            <polyline className={classes.line} points={line} vectorEffect="non-scaling-stroke" />
          </svg>
          {points.map((p, i) =>
            n <= MAX_DOTS || i === active ? (
              <span
                key={i}
                className={classes.dot}
                data-active={i === active || undefined}
                style={{ left: percent(xAt(i, n)), top: percent(yAt(p.monto)) }}
              />
            ) : null,
          )}
          {shown && (
            <div
              className={classes.tooltip}
              // Slid along with the point, so it stays inside the plot at either end; on the half of the
              // plot the point leaves free.
              style={{
                left: percent(shownX),
                transform: `translateX(-${percent(shownX)})`,
                ...(yAt(shown.monto) > 0.5 ? { top: 0 } : { bottom: 0 }),
              }}
            >
              <div>{shown.fecha}</div>
              <div>
                {series}: <b>{shown.text}</b>
              </div>
            </div>
          )}
        </div>
        {timeTicks(n).map((i) => (
          <span
            key={i}
            className={classes.timeLabel}
            data-edge={i === 0 && n > 1 ? 'start' : i === n - 1 && n > 1 ? 'end' : undefined}
            // Along the plot's width.
            style={{
              left: `calc(var(--plot-left) + (100% - var(--plot-left) - var(--plot-right)) * ${xAt(i, n)})`,
            }}
          >
            {points[i]!.fecha}
          </span>
        ))}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.date}</th>
              <th scope="col">{table.value}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <tr key={i}>
                <td>{point.fecha}</td>
                <td>{point.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
