/**
 * How long the server waits on a client, so slow or silent connections cannot pile up and hold
 * the process (Node and Fastify wait minutes, or for ever, by default). Generous for a patient on
 * a slow mobile connection: a 5 MB image upload at 400 kbit/s takes about 100 seconds.
 */
export const SERVER_TIMEOUTS = {
  /** All of a request's headers; a client sending them a byte at a time is cut off here. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included. */
  requestTimeoutMs: 120_000,
  /** A connection on which nothing is sent either way. */
  idleTimeoutMs: 30_000,
  /** A kept-alive connection between requests. */
  keepAliveTimeoutMs: 10_000,
  /** How often Node looks for connections past the first two limits (its default is 30 s). */
  checkIntervalMs: 1_000,
} as const;
