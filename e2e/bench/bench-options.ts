/** Stands in a route for the id of a blog seeded for the run. */
export const BLOG_PLACEHOLDER = '{blog}';

const DEFAULT_ROUTES = ['/', '/about', '/COPD', '/blogs', `/blog/${BLOG_PLACEHOLDER}`];

export interface BenchOptions {
  runs: number;
  routes: string[];
  skipBuild: boolean;
  /** Also measure the monolithic build of the same code (BENCH_MONOLITH=0 skips it). */
  monolith: boolean;
  /** Also measure every route on a regular 3G network (BENCH_SLOW_NETWORK=0 skips it). */
  slowNetwork: boolean;
}

/**
 * Reads BENCH_RUNS, BENCH_ROUTES, BENCH_SKIP_BUILD, BENCH_MONOLITH and BENCH_SLOW_NETWORK; a bad
 * value stops before anything runs.
 */
export function readBenchOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const runs = Number(env.BENCH_RUNS ?? '3');
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS must be a whole number of at least 1, not "${env.BENCH_RUNS}"`);

  const routes = env.BENCH_ROUTES
    ? env.BENCH_ROUTES.split(',')
        .map((route) => route.trim())
        .filter((route) => route !== '')
    : DEFAULT_ROUTES;
  const relative = routes.find((route) => !route.startsWith('/'));
  if (routes.length === 0 || relative !== undefined)
    throw new Error(`BENCH_ROUTES must be a comma list of paths starting with "/"`);

  return {
    runs,
    routes,
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    monolith: env.BENCH_MONOLITH !== '0',
    slowNetwork: env.BENCH_SLOW_NETWORK !== '0',
  };
}

export function resolveRoutes(routes: string[], blogId: string): string[] {
  return routes.map((route) => route.replaceAll(BLOG_PLACEHOLDER, blogId));
}
