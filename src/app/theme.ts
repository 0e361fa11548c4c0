import {
  createTheme,
  type CSSVariablesResolver,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import tabs from './tabs.module.css';
import { AA_DARKEN, paletteOverrides, tokens } from './tokens';

/**
 * The one theme, built from the design system's tokens (./tokens.ts: every value and its role, and the
 * Storybook pages 'Fundamentos' generated from them). Shade 9 of the primary colour keeps white text on filled
 * buttons at AA contrast (shade 8 is 3.9:1); modals fade in 154 ms over a backdrop with a 900 ms transition
 * (CONST-03, CONST-04).
 */

const { primary, primaryHover, dimmed, error } = tokens.colors;

/**
 * AA contrast everywhere: Mantine hovers a filled shade-9 control with shade 8, which fails under white text,
 * so it hovers darker (filled buttons and the active menu link stay readable under the pointer); and a light
 * control's text takes shade 9 of its colour, darkened, instead of shade 6.
 */
const FILLED_HOVER = primaryHover.value;

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const isPrimary = input.color === undefined || input.color === primary.mantine;
  if (input.variant === 'filled' && isPrimary) {
    return {
      ...colors,
      hover: FILLED_HOVER,
      hoverColor: 'var(--mantine-color-white)',
    };
  }
  if (input.variant === 'light') {
    const parsed = parseThemeColor({ color: input.color ?? primary.mantine, theme: input.theme });
    if (parsed.isThemeColor && parsed.color) {
      // Shade 9 alone is 4.1:1 over the light tint on a striped table row: a quarter darker keeps AA there.
      const shade9 = input.theme.colors[parsed.color]![9];
      return { ...colors, color: darken(shade9, AA_DARKEN) };
    }
  }
  return colors;
};

export const MODAL_FADE_MS = tokens.motion.modalFadeMs;
export const MODAL_BACKDROP_MS = tokens.motion.modalBackdropMs;

export const theme = createTheme({
  primaryColor: primary.mantine,
  variantColorResolver,
  primaryShade: tokens.primaryShade,
  // Mantine's palette with shade 9 of green and orange dark enough for text and badges on white (>= 5:1).
  colors: paletteOverrides(),
  fontFamily: tokens.typography.fontFamily,
  // Headings in the same family as the text (Mantine's own default stack otherwise).
  headings: { fontFamily: tokens.typography.fontFamily },
  defaultRadius: tokens.radius.default,
  respectReducedMotion: tokens.motion.respectReducedMotion,
  components: {
    Modal: {
      defaultProps: {
        transitionProps: { transition: 'fade', duration: MODAL_FADE_MS },
        overlayProps: { transitionProps: { duration: MODAL_BACKDROP_MS } },
        centered: true,
      },
    },
    // A modal's or a drawer's header is not the page's banner: a <header> there reads as a second banner
    // landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // The title (an h2, the dialog's accessible name) of every modal, long project names wrapped.
    ModalTitle: { defaultProps: { fw: 700, fz: 'lg', style: { overflowWrap: 'anywhere' } } },
    // A wide table scrolls sideways with the browser's own scrollbar. Mantine's ScrollArea measures itself in
    // a ResizeObserver's frame, forcing a layout of the whole page: on a phone's CPU that was a long task of
    // its own after the dashboard's first paint.
    TableScrollContainer: { defaultProps: { type: 'native' } },
    Tabs: { classNames: { list: tabs.list, tab: tabs.tab } },
  },
});

/**
 * Secondary ('dimmed') text at AA contrast on every screen: Mantine's light value, gray 6, is 3.3:1 on white;
 * gray 7 is 8:1. A frame with its own colour scheme (the alternate profile layout) still sets its own.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': `var(--mantine-color-${dimmed.mantine}-${dimmed.shade})`,
    // A button that names no colour or variant reads Mantine's primary hover variable (teal 8, 3.9:1 under
    // white text), not the resolver above: the same darker hover.
    '--mantine-primary-color-filled-hover': FILLED_HOVER,
    // A field's error message and its red label: Mantine's red 6 is 3.3:1 on white, red 9 5.3:1.
    '--mantine-color-error': `var(--mantine-color-${error.mantine}-${error.shade})`,
  },
  dark: {},
});
