import { readablePromise } from '@clinic/browser-kit/async/readable-promise';
import type { MedicalArticle } from './medical-article';

// One chunk per article: a page downloads its own text, not the other 41 pages'.
const loaders = import.meta.glob<{ article: MedicalArticle }>('./articles/*.ts');
const loaded = new Map<string, Promise<MedicalArticle>>();

/**
 * The article of a medical page, as one promise per article for React's `use()` (a new promise
 * on every render would suspend forever). On the server the build is one file, so this resolves
 * at once; in the browser the page's Suspense boundary keeps the server HTML until it arrives.
 */
export function loadArticle(name: string): Promise<MedicalArticle> {
  let promise = loaded.get(name);
  if (!promise) {
    const loader = loaders[`./articles/${name}.ts`];
    // Readable: an article fetched ahead of a visit renders without a loading moment.
    promise = readablePromise(
      loader
        ? loader().then((module) => module.article)
        : Promise.reject(new Error(`No article named ${name}`)),
    );
    loaded.set(name, promise);
  }
  return promise;
}
