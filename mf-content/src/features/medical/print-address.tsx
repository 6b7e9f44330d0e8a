import { useHydrated } from '@clinic/browser-kit/hooks/use-hydrated';

/**
 * The page's address, shown only in print (medical-page.scss): a printout kept or handed to a
 * doctor says where it came from. The shell hands the page its origin, so
 * the server writes the whole address and a page left unhydrated (decision 0056) prints it too.
 * From an older shell, which does not, the browser adds its own origin once hydrated, so the
 * first render matches the server's HTML.
 */
export function PrintAddress({ path, origin }: { path: string; origin?: string }) {
  const hydrated = useHydrated();
  const base = origin ?? (hydrated ? window.location.origin : undefined);
  return (
    <p className="medical-article__address">This page: {base ? new URL(path, base).href : path}</p>
  );
}
