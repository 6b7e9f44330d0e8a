// The package ships no types; this covers the part the benchmark uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
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
  }
  export default function autocannon(options: Options): Promise<Result>;
}
