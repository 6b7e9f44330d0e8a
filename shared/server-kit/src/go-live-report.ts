import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** What a clinic must still do before going live: one line per item, nothing when ready. */
export interface GoLiveReport {
  /** `clinic.ts:5  name: 'Dr. Arjun Malhotra'`: config lines marked PLACEHOLDER or `sample: true`. */
  readonly placeholders: readonly string[];
}

/** The clinic's config files, in the contracts package, wherever it is installed. */
const CONFIG_DIR = new URL(
  'src/config/',
  pathToFileURL(createRequire(import.meta.url).resolve('@clinic/contracts/package.json')),
);
const MARK = /\/\/ PLACEHOLDER\b|\bsample: true\b/;

/** Every line of the config files marked as a placeholder or a sample, with its file and line. */
async function placeholderLines(configDir: URL): Promise<string[]> {
  const files = (await readdir(configDir)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const lines: string[] = [];
  for (const file of files.sort()) {
    const text = await readFile(new URL(file, configDir), 'utf8');
    text.split('\n').forEach((line, index) => {
      // A doc comment that explains the marks is not a mark.
      if (MARK.test(line) && !/^\s*(\*|\/\*\*)/.test(line)) {
        lines.push(`${file}:${index + 1}  ${line.trim()}`);
      }
    });
  }
  return lines;
}

/**
 * What remains to do. Medical reviews are records in the site's database now, bound to each
 * page's text (decision 0081): the owner's list of reviews falling due is
 * `GET /api/v1/medical-reviews/due`, not this report.
 */
export async function goLiveReport({ configDir = CONFIG_DIR } = {}): Promise<GoLiveReport> {
  return { placeholders: await placeholderLines(configDir) };
}

/** The report as text for a terminal or a log; empty when there is nothing to do. */
export function formatGoLiveReport({ placeholders }: GoLiveReport): string {
  const parts: string[] = [];
  if (placeholders.length) {
    parts.push(
      `${placeholders.length} placeholder or sample values in shared/contracts/src/config (confirm each, or replace or clear it, then remove its mark):`,
      ...placeholders.map((line) => `  ${line}`),
    );
  }
  return parts.join('\n');
}
