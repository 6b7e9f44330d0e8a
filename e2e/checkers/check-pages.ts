/**
 * `pnpm check:pages`: every public page through two checkers nobody here wrote, the W3C Nu HTML
 * Checker (npm `vnu-jar`, on the server's HTML) and pa11y (HTML_CodeSniffer, WCAG 2 AA, on the
 * page in Debian's Chromium after its scripts ran). Needs `pnpm build`; starts its own server on
 * the builds, as the e2e tests do. Prints each finding and exits 1 on any not in the allow-list
 * below, where a finding the checker gets wrong is kept with the reason, citing the standard.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pa11y from 'pa11y';
import { chromiumLaunchOptions } from '../support/chromium';
import { repoRoot, startSite } from '../support/site-server';
import { procedureRoutes, treatmentRoutes } from '../tests/spec-routes';
import { allowed } from './allow-list';

const allPages = [
  '/',
  '/about',
  '/blogs',
  '/pictures',
  '/media',
  '/privacy',
  '/enquiry',
  '/signin',
  '/Lung',
  ...treatmentRoutes,
  ...procedureRoutes,
];
// `pnpm check:pages /signin /enquiry` checks only those pages.
const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = chosen.length ? allPages.filter((path) => chosen.includes(path)) : allPages;

export interface Finding {
  checker: 'vnu' | 'pa11y';
  page: string;
  /** vnu: the message; pa11y: the HTML_CodeSniffer rule code. */
  rule: string;
  message: string;
  /** The markup it is about. */
  extract: string;
}

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** The Nu HTML Checker over the server's HTML of every page, in one Java run. */
async function checkHtml(baseURL: string): Promise<Finding[]> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [index, path] of pages.entries()) {
      const response = await fetch(new URL(path, baseURL));
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, await response.text());
      files.set(file, path);
    }
    const run = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(run.stdout) as {
      messages: {
        type: string;
        subType?: string;
        url: string;
        message: string;
        extract?: string;
      }[];
    };
    const unread = messages.filter((message) => message.type === 'non-document-error');
    if (unread.length) throw new Error(`vnu could not read: ${JSON.stringify(unread)}`);
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'warning')
      .map((message) => ({
        checker: 'vnu',
        // vnu names each file by its file: URL.
        page: files.get(message.url.replace(/^file:/, '')) ?? message.url,
        rule: message.message,
        message: message.message,
        extract: (message.extract ?? '').trim(),
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pa11y (HTML_CodeSniffer, WCAG 2 AA) on each page as the browser shows it. */
async function checkAccessibility(baseURL: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of pages) {
    const result = await pa11y(new URL(path, baseURL).href, {
      standard: 'WCAG2AA',
      runners: ['htmlcs'],
      timeout: 60_000,
      chromeLaunchConfig: {
        executablePath: chromiumLaunchOptions.executablePath,
        args: chromiumLaunchOptions.args,
      },
    });
    for (const issue of result.issues.filter((issue) => issue.type === 'error')) {
      findings.push({
        checker: 'pa11y',
        page: path,
        rule: issue.code,
        message: issue.message,
        extract: issue.context,
      });
    }
  }
  return findings;
}

const site = await startSite(repoRoot);
let failed = 0;
try {
  const findings = [
    ...(await checkHtml(site.baseURL)),
    ...(await checkAccessibility(site.baseURL)),
  ];
  // Each finding to fix in full; allowed ones once per message, with the pages they were on.
  const kept = new Map<string, { reason: string; pages: string[] }>();
  for (const finding of findings) {
    const reason = allowed(finding);
    if (reason) {
      const key = `${finding.checker}: ${finding.message}`;
      const entry = kept.get(key) ?? { reason, pages: [] };
      entry.pages.push(finding.page);
      kept.set(key, entry);
      continue;
    }
    failed += 1;
    process.stdout.write(
      `FAIL ${finding.checker} ${finding.page}: ${finding.message}\n` +
        (finding.rule === finding.message ? '' : `     rule: ${finding.rule}\n`) +
        `     ${finding.extract.slice(0, 200)}\n`,
    );
  }
  for (const [key, { reason, pages: on }] of kept) {
    process.stdout.write(
      `allowed ${key}\n     on ${on.length} page(s): ${on.join(' ')}\n     why: ${reason}\n`,
    );
  }
  process.stdout.write(
    `${pages.length} pages, Nu HTML Checker and pa11y (WCAG 2 AA): ` +
      `${findings.length - failed} allowed findings, ${failed} to fix\n`,
  );
} finally {
  await site.stop();
}
process.exitCode = failed ? 1 : 0;
