/** The breakpoints of spec §9, for code; the same numbers are `$bp-md` and `$bp-lg` in tokens.scss. */
export const breakpoints = { md: 768, lg: 1024 } as const;
