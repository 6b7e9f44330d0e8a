import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BudgetCheck } from './budgets';
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
  { header: 'CLS', figure: 'cls', format: (value) => value.toFixed(3) },
  { header: 'Reqs', figure: 'requests', format: grouped },
  { header: 'JS KiB', figure: 'scriptBytes', format: kib },
  { header: 'CSS KiB', figure: 'stylesheetBytes', format: kib },
  { header: 'Img KiB', figure: 'imageBytes', format: kib },
  { header: 'Font KiB', figure: 'fontBytes', format: kib },
  { header: 'Total KiB', figure: 'totalBytes', format: kib },
  { header: 'react-dom', figure: 'reactDomFiles', format: grouped },
  { header: 'MF rt', figure: 'federationRuntimeFiles', format: grouped },
];

/** One row per route, columns right-aligned to the widest cell so the figures line up. */
export function formatTable(medians: Map<string, MedianFigures>): string {
  const header = ['Route', ...COLUMNS.map((column) => column.header)];
  const rows = [...medians].map(([route, figures]) => [
    route,
    ...COLUMNS.map(({ figure, format }) => {
      const value = figures[figure];
      return value === null ? '–' : format(value);
    }),
  ]);
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

export const TABLE_LEGEND =
  'Medians. Scores 0–100; sizes are transfer sizes (exact bytes in the JSON); react-dom and MF rt ' +
  'count distinct JS files of react-dom and of the Module Federation runtime.';

export function formatBudgets(checks: BudgetCheck[]): string {
  return checks
    .map(
      ({ budget, outcome, measured }) =>
        `${outcome.toUpperCase().padEnd(4)}  ${budget}: ${measured}`,
    )
    .join('\n');
}

export interface BenchReport {
  generatedAt: string;
  lighthouseVersion: string;
  userAgent: string;
  runsPerRoute: number;
  medians: Record<string, MedianFigures>;
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
