import type { FigureName, PageFigures } from './page-figures';

/** The middle value (the mean of the two middle ones for an even count); null if none. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  const upper = known[middle] as number;
  return known.length % 2 === 1 ? upper : ((known[middle - 1] as number) + upper) / 2;
}

export type MedianFigures = Record<FigureName, number | null>;

/**
 * Each figure's median over the runs, taken on its own: one slow run moves none of them, though a
 * route's figures may then come from different runs.
 */
export function medianFigures(runs: PageFigures[]): MedianFigures {
  const names = Object.keys(runs[0] ?? {}) as FigureName[];
  return Object.fromEntries(
    names.map((name) => [name, median(runs.map((run) => run[name]))]),
  ) as MedianFigures;
}
