/**
 * `pnpm readability`: the Flesch–Kincaid grade of each medical page's prose (paragraphs and list
 * items; headings, tables and warning signs left out), hardest first, and the median; then every
 * sentence without a verb (`verbless.ts`). Patient information aims at grade 8: the command fails
 * when the median is above 8, any page is above 9 or a page has a verbless sentence, as
 * `reading-grade.test.ts` and `verbless.test.ts` do.
 */
import { readdir } from 'node:fs/promises';
import type { MedicalArticle } from '../src/features/medical/medical-article';
import {
  articleGrade,
  MAX_MEDIAN_GRADE,
  MAX_PAGE_GRADE,
  median,
} from '../src/features/medical/reading-grade';
import { articleSentences, verblessSentences } from '../src/features/medical/verbless';

const dir = new URL('../src/features/medical/articles/', import.meta.url);
const grades: [string, number][] = [];
const fragments: string[] = [];
for (const file of (await readdir(dir)).filter((name) => name.endsWith('.ts'))) {
  const { article } = (await import(new URL(file, dir).href)) as { article: MedicalArticle };
  grades.push([article.path, articleGrade(article)]);
  for (const sentence of verblessSentences(articleSentences(article)))
    fragments.push(`${article.path}: ${sentence}`);
}
grades.sort((a, b) => b[1] - a[1]);
for (const [path, grade] of grades)
  process.stdout.write(`${grade.toFixed(1).padStart(5)}  ${path}\n`);
const middle = median(grades.map(([, grade]) => grade));
const over = grades.filter(([, grade]) => grade > MAX_PAGE_GRADE);
process.stdout.write(
  `${grades.length} pages: median grade ${middle.toFixed(1)} (limit ${MAX_MEDIAN_GRADE}), ` +
    `${over.length} above grade ${MAX_PAGE_GRADE}, ` +
    `${grades.filter(([, grade]) => grade > 8).length} above grade 8\n`,
);
process.stdout.write(
  fragments.length
    ? `${fragments.length} sentences without a verb (rewrite them, or review one into verbless-allow-list.ts):\n${fragments.map((line) => `  ${line}\n`).join('')}`
    : 'no sentence without a verb\n',
);
process.exitCode = middle > MAX_MEDIAN_GRADE || over.length || fragments.length ? 1 : 0;
