/** The Network Information API, where the browser has it (Chromium). */
export interface NetworkInformation extends EventTarget {
  /** The visitor's data saver is on (the browser's Save-Data). */
  readonly saveData?: boolean;
  /** `slow-2g`, `2g`, `3g` or `4g`, from the connection's measured speed. */
  readonly effectiveType?: string;
  /** The browser's estimate of the HTTP round trip, ms (rounded to 25 ms; 0 when unknown). */
  readonly rtt?: number;
}

/** The visitor's connection, as the browser describes it; undefined where it does not. */
export const networkConnection = (): NetworkInformation | undefined =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection;
