// The package ships no types; this covers the part the benchmark uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection sends in turn, instead of `url`'s path alone. */
    requests?: { path: string }[];
    /** Called with each connection's client before its first request. */
    setupClient?: (client: Client) => void;
  }
  /** One connection. Its request queue collects each answer's body (`addBody`). */
  interface Client {
    pipelinedRequests: { addBody(data: Buffer): void };
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
  }
  /** A run: its result once it ends, and a way to end it early. */
  type Run = Promise<Result> & { stop(): void };
  export default function autocannon(options: Options): Run;
}
