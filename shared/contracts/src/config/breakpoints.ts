/**
 * The breakpoints of product §9 for code (the Sass side is in styles/tokens.scss: keep them equal).
 * Media queries read in effects and event handlers only: the server knows no width.
 */
export const breakpoints = { md: 768, lg: 1024 } as const;

export const fromWidth = (px: number) => `(min-width: ${px}px)`;
