/**
 * `pnpm bench:web`: builds the site, serves it as the README does on a fresh database, seeds
 * blogs over the API, and prints Lighthouse's medians per route; then the same for a monolithic
 * build of the same code, the ratios between the two, and the budgets of product §10.13. A benchmark, not a
 * test: a missed budget is printed, and only a site that cannot be built, served or measured ends
 * with a non-zero exit code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exitOnSignals } from '../support/exit-cleanup';
import { repoRoot, startSite } from '../support/site-server';
import { readBenchOptions, resolveRoutes, type BenchOptions } from './bench-options';
import { checkBudgets, type BuildFigures } from './budgets';
import { buildMonolith, buildSite } from './build-site';
import { countCopies } from './copies';
import {
  measureNavigations,
  POINTER_REST_MS,
  QUIET_NETWORK_CAP_MS,
  QUIET_NETWORK_MS,
  type NavigationTimes,
} from './navigation-timing';
import { pageFigures, type PageFigures } from './page-figures';
import {
  formatBudgets,
  formatComparison,
  formatNavigations,
  formatTable,
  TABLE_LEGEND,
  writeReport,
} from './print-results';
import { runLighthouse, type NetworkName } from './run-lighthouse';
import { seedBlogs } from './seed-blogs';
import { medianFigures, type MedianFigures } from './summarise';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

interface Environment {
  lighthouseVersion: string;
  userAgent: string;
}

/** Lighthouse's medians of `runs` loads of `url` on one network. */
async function medianOfRuns(
  label: string,
  url: string,
  network: NetworkName,
  runs: number,
  environment: Environment,
): Promise<MedianFigures> {
  const results: PageFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    // A trace that could not be recorded (NO_NAVSTART and kin, on a busy machine) gets one more go.
    const lhr = await runLighthouse(url, network).catch((error: unknown) => {
      console.log(`  again: ${error instanceof Error ? error.message : String(error)}`);
      return runLighthouse(url, network);
    });
    environment.lighthouseVersion = lhr.lighthouseVersion;
    environment.userAgent = lhr.environment.hostUserAgent;
    const figures = pageFigures(lhr);
    results.push(figures);
    console.log(
      `› ${label} ${new URL(url).pathname}${network === 'default' ? '' : ` (${network})`} ` +
        `run ${run}/${runs}: performance ${figures.performance ?? '–'}, LCP ${figures.lcpMs ?? '–'} ms`,
    );
  }
  return medianFigures(results);
}

/** Serves one web root as the README does, on a fresh database, with blogs published. */
async function serveSeeded(label: string, webRoot: string) {
  console.log(`› ${label}: pnpm serve (fresh database)`);
  const site = await startSite(webRoot);
  try {
    const [blogId, ...otherBlogs] = await seedBlogs(site.baseURL);
    if (blogId === undefined) throw new Error('no blog was seeded');
    console.log(`  ${site.baseURL}, ${otherBlogs.length + 1} blogs published`);
    return { label, site, blogId };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

type ServedBuild = Awaited<ReturnType<typeof serveSeeded>>;

/** Lighthouse and copies for every route of one served build; figures keyed by route template. */
async function measure(
  { label, site, blogId }: ServedBuild,
  routeTemplates: string[],
  options: BenchOptions,
  environment: Environment,
): Promise<BuildFigures> {
  const routes = resolveRoutes(routeTemplates, blogId);
  const medians = new Map<string, MedianFigures>();
  const slowMedians = new Map<string, MedianFigures>();
  for (const [index, route] of routes.entries()) {
    const template = routeTemplates[index] as string;
    const url = `${site.baseURL}${route}`;
    medians.set(template, await medianOfRuns(label, url, 'default', options.runs, environment));
    if (options.slowNetwork)
      slowMedians.set(
        template,
        await medianOfRuns(label, url, 'slow3g', options.runs, environment),
      );
  }
  const copies = await countCopies(site.baseURL, routes);
  return {
    medians,
    slowMedians,
    navigations: new Map<string, NavigationTimes>(),
    copies: new Map(routeTemplates.map((template, i) => [template, copies.get(routes[i]!)!])),
  };
}

async function main(): Promise<void> {
  // The server and Chromium run detached: Ctrl-C must end this script through its clean-ups.
  exitOnSignals();
  const options = readBenchOptions();
  const started = Date.now();
  const environment: Environment = { lighthouseVersion: '', userAgent: '' };

  if (options.skipBuild) console.log('› BENCH_SKIP_BUILD=1: measuring the existing builds');
  else {
    console.log('› pnpm build');
    await buildSite();
    console.log(`  built in ${seconds(started)}`);
  }
  const builds = [{ label: 'federated', webRoot: repoRoot }];
  const monolithRoot = options.monolith ? mkdtempSync(join(tmpdir(), 'clinic-monolith-')) : null;
  const served: ServedBuild[] = [];
  const figures: BuildFigures[] = [];
  try {
    if (monolithRoot) {
      console.log('› the monolithic build of the same code');
      await buildMonolith(monolithRoot);
      builds.push({ label: 'monolithic', webRoot: monolithRoot });
    }
    for (const { label, webRoot } of builds) served.push(await serveSeeded(label, webRoot));
    for (const build of served)
      figures.push(await measure(build, options.routes, options, environment));
    // Both builds served at once, so their navigations take turns (`measureNavigations`).
    if (options.slowNetwork) {
      const navigations = await measureNavigations(
        served.map(({ site }) => site.baseURL),
        options.runs,
      );
      for (const [index, build] of figures.entries()) build.navigations = navigations[index]!;
    }
  } finally {
    for (const { site } of served) await site.stop();
    if (monolithRoot) rmSync(monolithRoot, { recursive: true, force: true });
  }
  const [federated, monolithic] = figures as [BuildFigures, BuildFigures?];

  const budgets = checkBudgets(federated, monolithic);
  console.log(
    `\nLighthouse ${environment.lighthouseVersion}, mobile defaults, median of ${options.runs} run(s)\n${environment.userAgent}\n`,
  );
  console.log(`Federated (the site as deployed)\n${formatTable(federated.medians)}\n`);
  if (monolithic)
    console.log(`Monolithic (same code, no federation)\n${formatTable(monolithic.medians)}\n`);
  if (federated.slowMedians.size > 0) {
    console.log(`Federated, regular 3G\n${formatTable(federated.slowMedians)}\n`);
    if (monolithic) console.log(`Monolithic, regular 3G\n${formatTable(monolithic.slowMedians)}\n`);
  }
  console.log(`${TABLE_LEGEND}\n`);
  if (federated.navigations.size > 0)
    console.log(
      `Navigation in the browser on regular 3G: click → new H1, median ms (pointer on the link ${POINTER_REST_MS} ms first);\n` +
        `at once: as soon as the page is live; after reading: once the network has been quiet ${QUIET_NETWORK_MS / 1000} s (at most ${QUIET_NETWORK_CAP_MS / 1000} s)\n` +
        `${formatNavigations(federated, monolithic)}\n`,
    );
  console.log(
    `Copies fetched, and federated/monolithic\n${formatComparison(federated, monolithic)}\n`,
  );
  console.log(formatBudgets(budgets));
  const met = budgets.filter((budget) => budget.outcome === 'pass').length;
  const failed = budgets.filter((budget) => budget.outcome === 'fail').length;
  console.log(`\n${met} budgets met, ${failed} missed`);
  const record = (figures: BuildFigures) => ({
    medians: Object.fromEntries(figures.medians),
    slowNetworkMedians: Object.fromEntries(figures.slowMedians),
    navigations: Object.fromEntries(figures.navigations),
    copies: Object.fromEntries(figures.copies),
  });
  const file = writeReport({
    generatedAt: new Date().toISOString(),
    lighthouseVersion: environment.lighthouseVersion,
    userAgent: environment.userAgent,
    runsPerRoute: options.runs,
    federated: record(federated),
    ...(monolithic ? { monolithic: record(monolithic) } : {}),
    budgets,
  });
  console.log(`\nJSON: ${file}\nTook ${seconds(started)}`);
}

// Exit explicitly: Lighthouse can leave timers behind that would keep the process waiting.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`web bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
