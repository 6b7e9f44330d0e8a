import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BudgetCheck, BuildFigures } from './budgets';
import type { Copies } from './copies';
import type { FigureName } from './page-figures';
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

/** One row per route: the medians of one build. */
export function formatTable(medians: Map<string, MedianFigures>): string {
  return alignedTable(
    ['Route', ...COLUMNS.map((column) => column.header)],
    [...medians].map(([route, figures]) => [
      route,
      ...COLUMNS.map(({ figure, format }) => cell(figures[figure], format)),
    ]),
  );
}

export const TABLE_LEGEND =
  'Medians. Scores 0–100; sizes are transfer sizes on first load (exact bytes in the JSON).';

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
        cell(figures.scriptBytes, kib),
        cell(mono?.scriptBytes, kib),
        ratio(figures.scriptBytes, mono?.scriptBytes),
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

/** Per navigation: the federated build's time and the monolithic one's. */
export function formatNavigations(federated: BuildFigures, monolithic?: BuildFigures): string {
  return alignedTable(
    ['Navigation', 'ms', ...(monolithic ? ['mono ms'] : [])],
    [...federated.navigations].map(([navigation, ms]) => [
      navigation,
      grouped(ms),
      ...(monolithic ? [cell(monolithic.navigations.get(navigation), grouped)] : []),
    ]),
  );
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
  /** Click to new page in the browser on regular 3G, median ms (empty when skipped). */
  navigationsMs: Record<string, number>;
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
