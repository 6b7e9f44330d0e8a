import { loadArticle } from './load-article';
import { medicalPageByPath } from './medical-pages';

/** Loads the article of the medical page at `path` (its own chunk), ahead of a visit. */
export async function loadPageArticle(path: string): Promise<void> {
  const page = medicalPageByPath(path);
  if (page) await loadArticle(page.article);
}
