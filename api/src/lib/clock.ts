/**
 * Time source for stored timestamps. Lists are ordered newest first by `createdAt`; two rows
 * written in the same millisecond would tie, so each call returns a moment strictly later than
 * the previous one from this process. Tests can replace `now` to move time.
 */
let last = 0;

export const clock = {
  now: (): Date => new Date(Date.now()),
  /** Strictly increasing ISO-8601 timestamp for new rows. */
  stamp(): string {
    const ms = Math.max(clock.now().getTime(), last + 1);
    last = ms;
    return new Date(ms).toISOString();
  },
};

export const isoMinus = (ms: number): string => new Date(clock.now().getTime() - ms).toISOString();
export const isoPlus = (ms: number): string => new Date(clock.now().getTime() + ms).toISOString();
export const isoNow = (): string => clock.now().toISOString();
