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
  /** A connection on which nothing is sent either way (never before the kept-alive one below). */
  idleTimeoutMs: 75_000,
  /**
   * A kept-alive connection between requests: longer than a balancer's or a client's own idle
   * limit (HAProxy's and nginx's are 60 s or less), so the server never closes a connection the
   * other side is just reusing, which that side sees as a failed request. Fastify's default.
   */
  keepAliveTimeoutMs: 72_000,
  /** How often Node looks for connections past the first two limits (its default is 30 s). */
  checkIntervalMs: 1_000,
} as const;
