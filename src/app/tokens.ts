import {
  darken,
  DEFAULT_THEME,
  isLightColor,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  mergeMantineTheme,
  toRgba,
} from '@mantine/core';

/**
 * The design system's foundations, as data: every choice the theme (./theme.ts) makes, with its role in
 * Spanish, is written here once. The theme is built from these tokens, and the Storybook pages 'Fundamentos'
 * (./fundamentos) are generated from them and from the theme they build (readFoundations), so neither can
 * drift from what the app paints. On the first-paint path: it imports only Mantine's colour functions.
 */

/** One of Mantine's palettes. */
export type PaletteName =
  | 'dark'
  | 'gray'
  | 'red'
  | 'pink'
  | 'grape'
  | 'violet'
  | 'indigo'
  | 'blue'
  | 'cyan'
  | 'teal'
  | 'green'
  | 'lime'
  | 'yellow'
  | 'orange';

/** A shade of one of Mantine's palettes, 0 (lightest) to 9 (darkest). */
export type Shade = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * How much darker than shade 9 a colour goes where shade 9 alone misses AA under white text or over a light
 * tint: the primary's filled hover, and the text of every light control.
 */
export const AA_DARKEN = 0.25;

/** A colour of the theme and its role. Exactly one of `mantine` (with `shade` for a palette) and `value`. */
export interface ColorToken {
  /** A palette of the theme (with `shade`), or the theme's own white or black. */
  readonly mantine?: PaletteName | 'white' | 'black';
  readonly shade?: Shade;
  /** Our own value for that shade, in place of Mantine's. */
  readonly override?: string;
  /** A colour of no palette: computed here. */
  readonly value?: string;
  /** The CSS variable the app paints with. */
  readonly cssVar: string;
  /** Text on white, or white text on it: it must reach 4.5:1 against white (WCAG AA). */
  readonly text: boolean;
}

const primary = { mantine: 'teal', shade: 9 } as const;

/** Mantine hovers a filled shade-9 control with shade 8 (3.9:1 under white text): ours goes darker. */
const primaryHover = darken(DEFAULT_THEME.colors[primary.mantine][primary.shade], AA_DARKEN);

/** A tone of the status badges: the word itself carries the meaning too. */
export interface StatusToneToken {
  /** The words shown in a badge of this tone. */
  readonly labels: readonly string[];
  readonly mantine: PaletteName;
  readonly shade: Shade;
  /** Whether the badge picks black or white text by the colour's lightness (Mantine's autoContrast). */
  readonly autoContrast: boolean;
}

/** A token's name on the Fundamentos pages, and what the app uses it for. */
export interface Described {
  readonly name: string;
  readonly role: string;
}

/** One font weight the app uses. */
export type WeightToken = 400 | 600 | 700;

export const tokens = {
  colors: {
    primary: {
      ...primary,
      cssVar: `--mantine-color-${primary.mantine}-${primary.shade}`,
      text: true,
    },
    primaryHover: {
      value: primaryHover,
      cssVar: '--mantine-primary-color-filled-hover',
      text: true,
    },
    success: {
      mantine: 'green',
      shade: 9,
      override: '#24753a',
      cssVar: '--mantine-color-green-9',
      text: true,
    },
    warning: {
      mantine: 'orange',
      shade: 9,
      override: '#c2410c',
      cssVar: '--mantine-color-orange-9',
      text: true,
    },
    error: {
      mantine: 'red',
      shade: 9,
      cssVar: '--mantine-color-error',
      text: true,
    },
    dimmed: {
      mantine: 'gray',
      shade: 7,
      cssVar: '--mantine-color-dimmed',
      text: true,
    },
    text: {
      mantine: 'black',
      cssVar: '--mantine-color-text',
      text: true,
    },
    background: {
      mantine: 'white',
      cssVar: '--mantine-color-body',
      text: false,
    },
    border: {
      mantine: 'gray',
      shade: 4,
      cssVar: '--mantine-color-default-border',
      text: false,
    },
  },
  /** The primary's shade per colour scheme (the dark scheme keeps Mantine's 8). */
  primaryShade: { light: primary.shade, dark: 8 },
  /** The badges' tones (grep `data-tone`): shades chosen so the badge's text reaches AA. */
  statusTones: {
    positive: {
      labels: ['APROBADO'],
      mantine: 'green',
      shade: 9,
      autoContrast: true,
    },
    pending: {
      labels: ['EN PROCESO', 'PENDIENTE'],
      mantine: 'yellow',
      shade: 4,
      autoContrast: true,
    },
    negative: {
      labels: ['RECHAZADO', 'DESACTIVADA'],
      mantine: 'red',
      shade: 9,
      autoContrast: true,
    },
    hot: {
      labels: ['Oferta caliente'],
      mantine: 'red',
      shade: 8,
      autoContrast: false,
    },
    medium: {
      labels: ['Oferta media'],
      mantine: 'orange',
      shade: 9,
      autoContrast: false,
    },
    standard: {
      labels: ['Oferta estándar'],
      mantine: 'blue',
      shade: 8,
      autoContrast: false,
    },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    weights: [400, 600, 700],
  },
  radius: { default: 'md' },
  motion: {
    /** CONST-03: modals fade in over 154 ms. */
    modalFadeMs: 154,
    /** CONST-04: a modal's backdrop has a 900 ms transition. */
    modalBackdropMs: 900,
    /** A person who asks the system for reduced motion gets no transition. */
    respectReducedMotion: true,
  },
} as const satisfies {
  colors: Record<string, ColorToken>;
  primaryShade: { light: Shade; dark: Shade };
  statusTones: Record<string, StatusToneToken>;
  typography: { fontFamily: string; weights: readonly WeightToken[] };
  radius: { default: 'xs' | 'sm' | 'md' | 'lg' | 'xl' };
  motion: { modalFadeMs: number; modalBackdropMs: number; respectReducedMotion: boolean };
};

export type ColorKey = keyof typeof tokens.colors;
export type StatusToneKey = keyof typeof tokens.statusTones;

/**
 * The tokens' names and roles in Spanish, for the Fundamentos pages only (readFoundations): kept apart from
 * the values so that the app's first paint, which builds the theme from the values, does not carry them.
 */
const descriptions = {
  colors: {
    primary: {
      name: 'Primario',
      role: 'Botones rellenos, enlaces, foco y elementos activos. Sombra 9: el texto blanco encima cumple AA (la 8 da 3,9:1).',
    },
    primaryHover: {
      name: 'Primario al pasar',
      role: 'Un botón relleno primario bajo el puntero: la sombra 9 oscurecida un cuarto, para que el texto blanco siga legible.',
    },
    success: {
      name: 'Éxito',
      role: 'Importes positivos, confirmaciones y estados aprobados. Sombra 9 propia, más oscura que la de Mantine.',
    },
    warning: {
      name: 'Aviso',
      role: 'Avisos y funciones en prueba (beta). Sombra 9 propia, más oscura que la de Mantine.',
    },
    error: {
      name: 'Error',
      role: 'Mensajes de error de un campo y su etiqueta, importes negativos. La roja 6 de Mantine da 3,3:1.',
    },
    dimmed: {
      name: 'Texto secundario',
      role: "Texto atenuado ('dimmed'): ayudas, fechas, notas. La gris 6 de Mantine da 3,3:1.",
    },
    text: {
      name: 'Texto',
      role: 'El texto corrido de toda la aplicación.',
    },
    background: {
      name: 'Fondo',
      role: 'El fondo de la página, de las tarjetas y de los modales.',
    },
    border: {
      name: 'Borde',
      role: 'Bordes de campos, tarjetas y tablas: separa, no se lee (no es un color de texto).',
    },
  },
  statusTones: {
    positive: {
      name: 'Positivo',
      role: 'Un depósito o una tarjeta aprobados.',
    },
    pending: {
      name: 'Pendiente',
      role: 'Un depósito o una tarjeta a la espera de revisión: texto negro sobre amarillo claro.',
    },
    negative: {
      name: 'Negativo',
      role: 'Un depósito rechazado o una tarjeta en cualquier otro estado.',
    },
    hot: {
      name: 'Relevancia alta',
      role: 'La oferta más vendida del listado de proyectos.',
    },
    medium: {
      name: 'Relevancia media',
      role: 'Una oferta de venta media.',
    },
    standard: {
      name: 'Relevancia estándar',
      role: 'Las demás ofertas.',
    },
  },
  weights: {
    400: { name: 'Normal', role: 'Texto corrido, celdas de tabla, campos.' },
    600: { name: 'Seminegrita', role: 'Etiquetas, encabezados de tabla, leyendas, importes destacados.' },
    700: { name: 'Negrita', role: 'Títulos de página y de modal.' },
  },
} satisfies {
  colors: Record<ColorKey, Described>;
  statusTones: Record<StatusToneKey, Described>;
  weights: Record<WeightToken, Described>;
};

/** The theme's palettes with our own shades (`override`) in place of Mantine's. */
export function paletteOverrides(): Partial<Record<PaletteName, MantineColorsTuple>> {
  const palettes: Partial<Record<PaletteName, MantineColorsTuple>> = {};
  for (const token of Object.values(tokens.colors) as ColorToken[]) {
    if (!token.override || !token.mantine || token.shade === undefined) continue;
    if (token.mantine === 'white' || token.mantine === 'black') continue;
    const shades = [...(palettes[token.mantine] ?? DEFAULT_THEME.colors[token.mantine])];
    shades[token.shade] = token.override;
    palettes[token.mantine] = shades as unknown as MantineColorsTuple;
  }
  return palettes;
}

/** A colour as #rrggbb (its alpha dropped). */
export function toHex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 contrast ratio of two colours (1 to 21), from Mantine's relative luminance. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The size of a theme value such as 'calc(0.75rem * var(--mantine-scale))' or '36em', in rem and px. */
export interface Length {
  /** As the theme writes it. */
  readonly css: string;
  readonly rem: number;
  readonly px: number;
}

function lengthOf(css: string, scale: number): Length {
  const match = /(-?\d*\.?\d+)(rem|em|px)/.exec(css);
  if (!match) throw new Error(`No length in ${css}`);
  const amount = Number(match[1]);
  const rem = match[2] === 'px' ? amount / 16 : amount * (match[2] === 'rem' ? scale : 1);
  return { css, rem, px: Math.round(rem * 16 * 100) / 100 };
}

export const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type SizeKey = (typeof SIZES)[number];
export const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function colorOf(theme: MantineTheme, token: ColorToken): string {
  if (token.value) return token.value;
  if (token.mantine === 'white' || token.mantine === 'black') return theme[token.mantine];
  if (!token.mantine || token.shade === undefined) throw new Error(`${token.cssVar}: no colour`);
  return theme.colors[token.mantine][token.shade];
}

/**
 * The foundations as the theme built from the tokens has them: each colour's value and contrast, and
 * Mantine's scales (type, spacing, radii, shadows, breakpoints) read from the merged theme, not copied.
 * For the Fundamentos pages and the tokens' test; the app itself never calls it.
 */
export function readFoundations(themeOverride: MantineThemeOverride) {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeOverride);
  const white = theme.white;
  const black = theme.black;
  const length = (css: string) => lengthOf(css, theme.scale);
  return {
    theme,
    colors: (Object.entries(tokens.colors) as [ColorKey, ColorToken][]).map(([key, token]) => {
      const hex = toHex(colorOf(theme, token));
      return { key, ...token, ...descriptions.colors[key], hex, contrastOnWhite: contrastRatio(hex, white) };
    }),
    statusTones: (Object.entries(tokens.statusTones) as [StatusToneKey, StatusToneToken][]).map(
      ([key, token]) => {
        const hex = toHex(theme.colors[token.mantine][token.shade]);
        // As Mantine's filled Badge picks it: black on a light colour with autoContrast, white otherwise.
        const onColor = token.autoContrast && isLightColor(hex, theme.luminanceThreshold) ? black : white;
        return {
          key,
          ...token,
          ...descriptions.statusTones[key],
          color: `${token.mantine}.${token.shade}`,
          hex,
          contrastOnWhite: contrastRatio(hex, white),
          textColor: onColor === black ? ('black' as const) : ('white' as const),
          textContrast: contrastRatio(hex, onColor),
        };
      },
    ),
    fontFamily: theme.fontFamily ?? '',
    headingFontFamily: theme.headings.fontFamily ?? theme.fontFamily ?? '',
    weights: tokens.typography.weights.map((value) => ({ value, ...descriptions.weights[value] })),
    fontSizes: SIZES.map((key) => ({ key, ...length(theme.fontSizes[key]) })),
    lineHeights: SIZES.map((key) => ({ key, value: theme.lineHeights[key] })),
    headings: HEADINGS.map((key) => {
      const heading = theme.headings.sizes[key];
      return {
        key,
        ...length(heading.fontSize),
        lineHeight: heading.lineHeight,
        fontWeight: heading.fontWeight ?? theme.headings.fontWeight,
      };
    }),
    spacing: SIZES.map((key) => ({ key, ...length(theme.spacing[key]) })),
    defaultRadius: theme.defaultRadius,
    radius: SIZES.map((key) => ({ key, ...length(theme.radius[key]) })),
    shadows: SIZES.map((key) => ({ key, css: theme.shadows[key] })),
    breakpoints: SIZES.map((key) => ({ key, ...length(theme.breakpoints[key]) })),
    motion: tokens.motion,
  };
}

export type Foundations = ReturnType<typeof readFoundations>;
