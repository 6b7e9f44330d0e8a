import { breakpoints } from '@clinic/contracts/config/breakpoints';
import { useMediaQuery } from '../media-query/use-media-query';

/** Cards per page: `base` below 768 px, `md` from 768 px, `lg` from 1024 px (product §4). */
export interface PerPage {
  readonly base: number;
  readonly md?: number;
  readonly lg?: number;
}

/** How many cards a page holds at the current width; the server and hydration use `base`. */
export function usePerPage({ base, md = base, lg = md }: PerPage): number {
  const fromMd = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const fromLg = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  if (fromLg) return lg;
  return fromMd ? md : base;
}
