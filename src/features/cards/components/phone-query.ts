/** The phone layout of 'Tarjetas' (below Mantine's sm breakpoint, as the shell's). */
export const PHONE = '(max-width: 47.99em)';
