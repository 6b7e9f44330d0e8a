/**
 * `pnpm bench:web`: builds the site, serves it as the README does on a fresh database, seeds
 * blogs over the API, and prints Lighthouse's medians per route and the budgets. A benchmark, not
 * a test: a missed budget is printed, and only a site that cannot be built, served or measured
 * ends with a non-zero exit code.
 */
import { readBenchOptions, resolveRoutes } from './bench-options';
import { checkBudgets } from './budgets';
import { buildSite } from './build-site';
import { pageFigures, type PageFigures } from './page-figures';
import { formatBudgets, formatTable, TABLE_LEGEND, writeReport } from './print-results';
import { runLighthouse } from './run-lighthouse';
import { seedBlogs } from './seed-blogs';
import { serveSite } from './serve-site';
import { medianFigures, type MedianFigures } from './summarise';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

async function main(): Promise<void> {
  const options = readBenchOptions();
  const started = Date.now();

  if (options.skipBuild) console.log('› BENCH_SKIP_BUILD=1: measuring the existing builds');
  else {
    console.log('› pnpm build');
    await buildSite();
    console.log(`  built in ${seconds(started)}`);
  }

  console.log('› pnpm serve (fresh database)');
  const site = await serveSite();
  try {
    const [blogId, ...otherBlogs] = await seedBlogs(site.baseURL);
    if (blogId === undefined) throw new Error('no blog was seeded');
    console.log(`  ${site.baseURL}, ${otherBlogs.length + 1} blogs published`);

    const routes = resolveRoutes(options.routes, blogId);
    const medians = new Map<string, MedianFigures>();
    let lighthouseVersion = '';
    let userAgent = '';
    for (const route of routes) {
      const runs: PageFigures[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const lhr = await runLighthouse(`${site.baseURL}${route}`);
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        const figures = pageFigures(lhr);
        runs.push(figures);
        console.log(
          `› ${route} run ${run}/${options.runs}: performance ${figures.performance ?? '–'}, ` +
            `LCP ${figures.lcpMs ?? '–'} ms`,
        );
      }
      medians.set(route, medianFigures(runs));
    }

    const budgets = checkBudgets(medians);
    console.log(
      `\nLighthouse ${lighthouseVersion}, mobile defaults, median of ${options.runs} run(s)\n${userAgent}\n`,
    );
    console.log(formatTable(medians));
    console.log(`${TABLE_LEGEND}\n`);
    console.log(formatBudgets(budgets));
    const file = writeReport({
      generatedAt: new Date().toISOString(),
      lighthouseVersion,
      userAgent,
      runsPerRoute: options.runs,
      medians: Object.fromEntries(medians),
      budgets,
    });
    console.log(`\nJSON: ${file}\nTook ${seconds(started)}`);
  } finally {
    await site.stop();
  }
}

// Exit explicitly: Lighthouse can leave timers behind that would keep the process waiting.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`web bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
