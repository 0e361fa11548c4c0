import { createTheme } from '@mantine/core';

/**
 * The one theme. Shade 9 of the primary colour keeps white text on filled buttons at AA contrast (shade 8 is 3.9:1);
 * modals fade in 154 ms over a backdrop with a 900 ms transition (CONST-03, CONST-04).
 */
export const MODAL_FADE_MS = 154;
export const MODAL_BACKDROP_MS = 900;

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    Modal: {
      defaultProps: {
        transitionProps: { transition: 'fade', duration: MODAL_FADE_MS },
        overlayProps: { transitionProps: { duration: MODAL_BACKDROP_MS } },
        centered: true,
      },
    },
  },
});
