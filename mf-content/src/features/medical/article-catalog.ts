import type { MedicalArticle } from './medical-article';

/**
 * Every article at once, for the build (page metadata: descriptions, JSON-LD) and the content
 * test. Never import this from a page: the browser loads one article per page (`load-article.ts`).
 */
const modules = import.meta.glob<{ article: MedicalArticle }>('./articles/*.ts', { eager: true });

export const articleCatalog: ReadonlyMap<string, MedicalArticle> = new Map(
  Object.entries(modules).map(([file, module]) => [
    file.replace(/^\.\/articles\/(.+)\.ts$/, '$1'),
    module.article,
  ]),
);

/** The article of a page; a page without one fails the build rather than ship empty. */
export function articleFor(name: string): MedicalArticle {
  const article = articleCatalog.get(name);
  if (!article) throw new Error(`mf-content: no article "${name}" in features/medical/articles/`);
  return article;
}
