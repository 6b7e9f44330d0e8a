/**
 * `pnpm readability`: the Flesch–Kincaid grade of each medical page's own text (its article data),
 * hardest first. The target for patient information is grade 8 or below; `reading-grade.test.ts`
 * holds every page to it.
 */
import { readdir } from 'node:fs/promises';
import {
  articleText,
  type MedicalArticle,
} from '../mf-content/src/features/medical/medical-article.ts';
import { readingGrade } from '../mf-content/src/features/medical/reading-grade.ts';

const dir = new URL('../mf-content/src/features/medical/articles/', import.meta.url);
const grades: [string, number][] = [];
for (const file of (await readdir(dir)).filter((name) => name.endsWith('.ts'))) {
  const { article } = (await import(new URL(file, dir).href)) as { article: MedicalArticle };
  grades.push([article.path, readingGrade(articleText(article))]);
}
grades.sort((a, b) => b[1] - a[1]);
for (const [path, grade] of grades)
  process.stdout.write(`${grade.toFixed(1).padStart(5)}  ${path}\n`);
const over = grades.filter(([, grade]) => grade > 8).length;
process.stdout.write(`${over} of ${grades.length} pages above grade 8\n`);
process.exitCode = over ? 1 : 0;
