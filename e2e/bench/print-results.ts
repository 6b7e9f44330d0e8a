import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BudgetCheck, BuildFigures } from './budgets';
import type { Copies } from './copies';
import { QUIET_NETWORK_CAP_MS, type NavigationTimes } from './navigation-timing';
import { PAGE_LIVE_MARK, type FigureName } from './page-figures';
import type { MedianFigures } from './summarise';

interface Column {
  header: string;
  figure: FigureName;
  format(value: number): string;
}

const grouped = (value: number) => Math.round(value).toLocaleString('en-US');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const COLUMNS: Column[] = [
  { header: 'Perf', figure: 'performance', format: grouped },
  { header: 'A11y', figure: 'accessibility', format: grouped },
  { header: 'BP', figure: 'bestPractices', format: grouped },
  { header: 'SEO', figure: 'seo', format: grouped },
  { header: 'FCP ms', figure: 'fcpMs', format: grouped },
  { header: 'LCP ms', figure: 'lcpMs', format: grouped },
  { header: 'TBT ms', figure: 'tbtMs', format: grouped },
  { header: 'FCP→TTI ms', figure: 'paintToInteractiveMs', format: grouped },
  { header: 'CLS', figure: 'cls', format: (value) => value.toFixed(3) },
  { header: 'Reqs', figure: 'requests', format: grouped },
  { header: 'JS KiB', figure: 'scriptBytes', format: kib },
  { header: 'Frame JS KiB', figure: 'frameScriptBytes', format: kib },
  { header: 'Later JS KiB', figure: 'laterScriptBytes', format: kib },
  { header: 'CSS KiB', figure: 'stylesheetBytes', format: kib },
  { header: 'Img KiB', figure: 'imageBytes', format: kib },
  { header: 'Font KiB', figure: 'fontBytes', format: kib },
  { header: 'Total KiB', figure: 'totalBytes', format: kib },
];

/** Cells right-aligned to the widest of their column (the first left-aligned), so figures line up. */
function alignedTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const cell = (value: number | null | undefined, format: (value: number) => string) =>
  value === null || value === undefined ? '–' : format(value);

/** Marks the first-load JS of a route whose runs set no page-live mark (every script counted). */
const NO_LIVE_MARK = '*';

/** First-load JS in KiB, marked when it counts every script for want of the page-live mark. */
const firstLoadJs = (figures: MedianFigures | undefined) =>
  `${cell(figures?.scriptBytes, kib)}${figures?.liveAtMs === null ? NO_LIVE_MARK : ''}`;

/**
 * One row per route: the medians of one build, then a note naming the routes without the
 * page-live mark, whose first-load JS is every script.
 */
export function formatTable(medians: Map<string, MedianFigures>): string {
  const unmarked = [...medians].filter(([, figures]) => figures.liveAtMs === null);
  const table = alignedTable(
    ['Route', ...COLUMNS.map((column) => column.header)],
    [...medians].map(([route, figures]) => [
      route,
      ...COLUMNS.map(({ figure, format }) =>
        figure === 'scriptBytes' ? firstLoadJs(figures) : cell(figures[figure], format),
      ),
    ]),
  );
  if (unmarked.length === 0) return table;
  return (
    `${table}\n${NO_LIVE_MARK} no ${PAGE_LIVE_MARK} mark on ${unmarked.map(([route]) => route).join(', ')}: ` +
    'JS KiB counts every script, Later JS KiB is unknown'
  );
}

export const TABLE_LEGEND =
  'Medians. Scores 0–100; sizes are transfer sizes (exact bytes in the JSON). JS KiB: scripts the\n' +
  `page requested before it was live (the shell's ${PAGE_LIVE_MARK} mark), its first-load\n` +
  'JavaScript; Frame JS KiB: those requested before the frame was live (clinic:frame-live),\n' +
  'less than JS KiB only on a page whose region hydrates after the frame (decision 0061);\n' +
  'Later JS KiB: scripts requested after the page was live (code fetched for the next page);\n' +
  'Total KiB: every request of the load, later ones included.';

/** Per route: copies of react-dom and of the federation runtime, and federated/monolithic ratios. */
export function formatComparison(federated: BuildFigures, monolithic?: BuildFigures): string {
  const ratio = (a: number | null | undefined, b: number | null | undefined) =>
    a === null || a === undefined || !b ? '–' : `${(a / b).toFixed(2)}x`;
  const header = ['Route', 'react-dom', 'MF runtime'];
  if (monolithic)
    header.push(
      'mono react-dom',
      'mono MF runtime',
      'JS KiB',
      'mono JS KiB',
      'JS ratio',
      'Frame JS KiB',
      'mono Frame JS KiB',
      'Frame JS ratio',
      'LCP ms',
      'mono LCP ms',
      'LCP ratio',
      'Total KiB',
      'mono Total KiB',
    );
  const rows = [...federated.medians].map(([route, figures]) => {
    const copies = federated.copies.get(route);
    const row = [route, cell(copies?.reactDom, grouped), cell(copies?.federationRuntime, grouped)];
    if (monolithic) {
      const mono = monolithic.medians.get(route);
      const monoCopies = monolithic.copies.get(route);
      row.push(
        cell(monoCopies?.reactDom, grouped),
        cell(monoCopies?.federationRuntime, grouped),
        firstLoadJs(figures),
        firstLoadJs(mono),
        ratio(figures.scriptBytes, mono?.scriptBytes),
        cell(figures.frameScriptBytes, kib),
        cell(mono?.frameScriptBytes, kib),
        ratio(figures.frameScriptBytes, mono?.frameScriptBytes),
        cell(figures.lcpMs, grouped),
        cell(mono?.lcpMs, grouped),
        ratio(figures.lcpMs, mono?.lcpMs),
        cell(figures.totalBytes, kib),
        cell(mono?.totalBytes, kib),
      );
    }
    return row;
  });
  return alignedTable(header, rows);
}

/**
 * Per navigation: both builds' times clicked at once and after reading, then a note for runs
 * whose network never went quiet.
 */
export function formatNavigations(federated: BuildFigures, monolithic?: BuildFigures): string {
  const builds = [
    ['', federated],
    ...(monolithic ? [['mono ', monolithic] as const] : []),
  ] as const;
  const table = alignedTable(
    [
      'Navigation',
      ...builds.flatMap(([prefix]) => [`${prefix}at once ms`, `${prefix}after reading ms`]),
    ],
    [...federated.navigations.keys()].map((navigation) => [
      navigation,
      ...builds.flatMap(([, build]) => {
        const times = build.navigations.get(navigation);
        return [cell(times?.atOnceMs, grouped), cell(times?.afterReadingMs, grouped)];
      }),
    ]),
  );
  const busy = builds.flatMap(([prefix, build]) =>
    [...build.navigations]
      .filter(([, times]) => times.neverQuietRuns > 0)
      .map(([navigation, times]) => `${prefix}${navigation} (${times.neverQuietRuns} run(s))`),
  );
  return busy.length === 0
    ? table
    : `${table}\nNetwork still busy after ${QUIET_NETWORK_CAP_MS / 1000} s, clicked anyway: ${busy.join(', ')}`;
}

export function formatBudgets(checks: BudgetCheck[]): string {
  return checks
    .map(
      ({ budget, outcome, measured }) =>
        `${outcome.toUpperCase().padEnd(4)}  ${budget}: ${measured}`,
    )
    .join('\n');
}

interface BuildRecord {
  medians: Record<string, MedianFigures>;
  /** On Lighthouse's regular 3G profile (empty when skipped). */
  slowNetworkMedians: Record<string, MedianFigures>;
  /** Click to new page in the browser on regular 3G, medians (empty when skipped). */
  navigations: Record<string, NavigationTimes>;
  copies: Record<string, Copies>;
}

export interface BenchReport {
  generatedAt: string;
  lighthouseVersion: string;
  userAgent: string;
  runsPerRoute: number;
  federated: BuildRecord;
  monolithic?: BuildRecord;
  budgets: BudgetCheck[];
}

/** Writes the report next to this script, in results/ (git-ignored); answers the file's path. */
export function writeReport(report: BenchReport): string {
  const folder = join(import.meta.dirname, 'results');
  mkdirSync(folder, { recursive: true });
  const stamp = report.generatedAt.replace(/[:.]/g, '-');
  const file = join(folder, `web-bench-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
