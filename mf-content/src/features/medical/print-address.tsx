import { useHydrated } from '@clinic/browser-kit/hooks/use-hydrated';

/**
 * The page's address, shown only in print (medical-page.scss): a printout kept or handed to a
 * doctor says where it came from. The server knows only the path; the browser adds its origin
 * once hydrated, so the first render matches the server's HTML.
 */
export function PrintAddress({ path }: { path: string }) {
  const hydrated = useHydrated();
  return (
    <p className="medical-article__address">
      This page: {hydrated ? new URL(path, window.location.origin).href : path}
    </p>
  );
}
