import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { statusColors } from '@/features/deposits/model/deposit-list';
import { relevanceStyles } from '@/features/projects/model/relevance';
import { cssVariablesResolver, MODAL_BACKDROP_MS, MODAL_FADE_MS, theme } from './theme';
import { contrastRatio, readFoundations, toHex, tokens } from './tokens';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const foundations = readFoundations(theme);

describe('contrastRatio', () => {
  it('gives WCAG ratios: 21 for black on white, 1 for a colour on itself, either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#087f5b', '#087f5b')).toBe(1);
    // Known values: Mantine's gray 6 (3.32:1) and gray 7 (8.18:1) on white.
    expect(contrastRatio('#868e96', '#fff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#495057', '#ffffff')).toBeCloseTo(8.18, 2);
  });

  it('reads rgba() as well as hex', () => {
    expect(toHex('rgba(6, 95, 68, 1)')).toBe('#065f44');
    expect(toHex('#fff')).toBe('#ffffff');
    expect(contrastRatio('rgba(255, 255, 255, 1)', '#000000')).toBeCloseTo(21, 5);
  });
});

describe('the theme, built from the tokens', () => {
  it('takes its primary colour, shades, font, radius and palettes from them', () => {
    expect(theme.primaryColor).toBe(tokens.colors.primary.mantine);
    expect(theme.primaryShade).toEqual({ light: tokens.colors.primary.shade, dark: 8 });
    expect(theme.fontFamily).toBe(tokens.typography.fontFamily);
    expect(theme.defaultRadius).toBe(tokens.radius.default);
    expect(merged.colors.green[9]).toBe(tokens.colors.success.override);
    expect(merged.colors.orange[9]).toBe(tokens.colors.warning.override);
  });

  it("keeps the values it had before the tokens (Mantine's palettes but two shades)", () => {
    expect(theme.primaryColor).toBe('teal');
    expect(merged.colors.green).toEqual([...DEFAULT_THEME.colors.green.slice(0, 9), '#24753a']);
    expect(merged.colors.orange).toEqual([...DEFAULT_THEME.colors.orange.slice(0, 9), '#c2410c']);
    expect(merged.colors.teal).toEqual(DEFAULT_THEME.colors.teal);
    expect(merged.fontFamily).toBe(
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    );
    expect(merged.defaultRadius).toBe('md');
    expect(merged.respectReducedMotion).toBe(true);
  });

  it('CONST-03 CONST-04 gives modals the tokens’ fade and backdrop durations', () => {
    expect(MODAL_FADE_MS).toBe(154);
    expect(MODAL_BACKDROP_MS).toBe(900);
    expect(tokens.motion).toMatchObject({ modalFadeMs: MODAL_FADE_MS, modalBackdropMs: MODAL_BACKDROP_MS });
    expect(theme.components?.Modal?.defaultProps).toMatchObject({
      transitionProps: { duration: tokens.motion.modalFadeMs },
      overlayProps: { transitionProps: { duration: tokens.motion.modalBackdropMs } },
    });
  });

  it("sets the resolver's variables from the tokens", () => {
    const { light } = cssVariablesResolver(merged);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(light['--mantine-primary-color-filled-hover']).toBe(tokens.colors.primaryHover.value);
    // Every variable the resolver sets is a colour token's, and names that token's value.
    for (const [variable, value] of Object.entries(light)) {
      const token = foundations.colors.find((c) => c.cssVar === variable);
      expect(token, variable).toBeDefined();
      const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
      expect(toHex(shade ? merged.colors[shade[1]!]![Number(shade[2])]! : value)).toBe(token!.hex);
    }
  });

  it('hovers a filled primary control with shade 9 a quarter darker', () => {
    expect(toHex(tokens.colors.primaryHover.value)).toBe('#065f44');
  });
});

describe('the colour tokens', () => {
  it('reach 4.5:1 against white for every colour used as text or under white text', () => {
    const text = foundations.colors.filter((c) => c.text);
    expect(text.map((c) => c.key)).toEqual(
      expect.arrayContaining(['primary', 'primaryHover', 'success', 'warning', 'error', 'dimmed', 'text']),
    );
    for (const color of text) expect(color.contrastOnWhite, color.key).toBeGreaterThanOrEqual(4.5);
  });

  it("read their values from the merged theme (the primary's shade 9 is the theme's)", () => {
    const primary = foundations.colors.find((c) => c.key === 'primary')!;
    expect(primary.hex).toBe(merged.colors[merged.primaryColor]![9]);
    expect(foundations.colors.find((c) => c.key === 'background')!.hex).toBe('#ffffff');
  });

  it("give every badge's text 4.5:1 on its tone", () => {
    for (const tone of foundations.statusTones) {
      expect(tone.textContrast, tone.key).toBeGreaterThanOrEqual(4.5);
    }
    expect(foundations.statusTones.find((t) => t.key === 'pending')!.textColor).toBe('black');
    expect(foundations.statusTones.find((t) => t.key === 'positive')!.textColor).toBe('white');
  });

  it('name the tones the badges use', () => {
    const tones = foundations.statusTones;
    // Deposits: APROBADO green, RECHAZADO red, EN PROCESO yellow.
    for (const [status, color] of Object.entries(statusColors)) {
      const tone = tones.find((t) => t.labels.some((label) => label === status));
      expect(tone?.mantine, status).toBe(color);
    }
    // Projects: the relevance badges' colours, shade included.
    const relevance = { 1: 'hot', 2: 'medium', 3: 'standard' } as const;
    for (const [level, style] of Object.entries(relevanceStyles)) {
      const tone = tones.find((t) => t.key === relevance[Number(level) as 1 | 2 | 3]);
      expect(tone?.color, `relevancia ${level}`).toBe(style.color);
    }
  });
});

describe('the scales', () => {
  it("are Mantine's, read from the merged theme, in rem and px", () => {
    expect(foundations.fontSizes.map((s) => [s.key, s.rem, s.px])).toEqual([
      ['xs', 0.75, 12],
      ['sm', 0.875, 14],
      ['md', 1, 16],
      ['lg', 1.125, 18],
      ['xl', 1.25, 20],
    ]);
    expect(foundations.headings.map((h) => h.key)).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
    expect(foundations.headings[0]).toMatchObject({ px: 34, fontWeight: '700' });
    expect(foundations.spacing.map((s) => s.css)).toEqual(Object.values(merged.spacing));
    expect(foundations.radius.map((s) => s.css)).toEqual(Object.values(merged.radius));
    expect(foundations.shadows.map((s) => s.css)).toEqual(Object.values(merged.shadows));
    expect(foundations.breakpoints.map((b) => [b.key, b.px])).toEqual([
      ['xs', 576],
      ['sm', 768],
      ['md', 992],
      ['lg', 1200],
      ['xl', 1408],
    ]);
    expect(foundations.defaultRadius).toBe('md');
  });
});
