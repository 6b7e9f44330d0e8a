/** What a load run saw, request by request. */
export interface LoadResult {
  requests: number;
  /** No answer at all (connection refused or cut). */
  failed: number;
  /** Answers of 500 and above. */
  serverErrors: number;
  statuses: Record<number, number>;
  /** Enquiries answered 201: id → the name sent. */
  acknowledged: Map<string, string>;
  /** The first few failures, for a failing test's message. */
  examples: string[];
}

/** What each worker asks for, in turn: the main pages, the API's lists, and an enquiry. */
const CYCLE = [
  '/',
  '/blogs',
  '/about',
  '/api/v1/published-blogs',
  '/sitemap.xml',
  '/',
  '/blogs',
  '/api/v1/social-links',
  'POST /api/v1/form',
] as const;

let clients = 0;
let runs = 0;
/**
 * A documentation-range address per enquiry, sent as X-Forwarded-For: the balancer appends its
 * own, the replicas trust it (TRUST_PROXY), so each enquiry comes from a client of its own and the
 * rate limit stays out of the way of the load.
 */
const nextClient = () => {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

/**
 * Continuous load on `url` from `workers` concurrent clients (pages and `POST /api/v1/form`), until
 * `stop()`; each enquiry carries a name of its own, so the tests can find it stored and e-mailed.
 */
export function startLoad(url: string, workers = 4) {
  const result: LoadResult = {
    requests: 0,
    failed: 0,
    serverErrors: 0,
    statuses: {},
    acknowledged: new Map(),
    examples: [],
  };
  let stopping = false;
  const run = ++runs;
  const note = (what: string) => {
    if (result.examples.length < 10) result.examples.push(what);
  };

  const worker = async (n: number) => {
    for (let i = 0; !stopping; i++) {
      const step = CYCLE[i % CYCLE.length]!;
      const name = `Load ${run}.${n}.${i}`;
      result.requests++;
      try {
        const answer =
          step === 'POST /api/v1/form'
            ? await fetch(`${url}/api/v1/form`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
                body: JSON.stringify({ name, phone: '9876543210', message: 'Under load.' }),
                signal: AbortSignal.timeout(20_000),
              })
            : await fetch(`${url}${step}`, { signal: AbortSignal.timeout(20_000) });
        const body = await answer.text();
        result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500) {
          result.serverErrors++;
          note(`${step}: ${answer.status} ${body.slice(0, 200)}`);
        }
        if (answer.status === 201)
          result.acknowledged.set((JSON.parse(body) as { data: { _id: string } }).data._id, name);
      } catch (error) {
        result.failed++;
        note(
          `${step}: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`,
        );
      }
    }
  };
  const running = Array.from({ length: workers }, (_, n) => worker(n));

  return {
    result,
    async stop(): Promise<LoadResult> {
      stopping = true;
      await Promise.all(running);
      return result;
    },
  };
}
