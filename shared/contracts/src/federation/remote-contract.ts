import type { PageEntry } from './page-manifest';

/**
 * The versioned contract between the page host, the shell and a remote, written once here and in
 * `page-manifest.ts` (what a remote says of its pages) and `page-host-contract.ts` (what the page
 * host hands the shell). A remote works beside any shell of its contract major; the release gate
 * refuses a release of another major, and a shell shows a remote of an unknown major as
 * unavailable (and logs why) rather than run code it cannot vouch for.
 *
 * 3.0, what a remote exchanges:
 * - its `./pages` module (`RemoteModule` in browser-kit): `contract`, `pages` receiving
 *   `PageProps`, `slices` and `middleware` for the one store, `head` from a page's data, and
 *   `loadPage(page)`, which runs a page's code ahead of a navigation to it;
 * - its manifest (`pages.json`): each page's route, menu, head, data reads and `hydrate`
 *   (`never`, `after-frame`, `with-frame`), and, written by its build, each page's `styles`
 *   (which the page host inlines) and `pageFiles` (which the shell fetches ahead, not run).
 */
export const REMOTE_CONTRACT = '3.0';

export const contractMajor = (version: string): number => Number.parseInt(version, 10);

/**
 * What the shell hands every page. Props, not a shared module's React context: `shared` is built
 * into each app, so a context object created in it would be a different object in the shell and
 * in a remote. Contexts of the shared singletons (react-redux's store, the router, SWR) do work.
 */
export interface PageProps {
  /** This page's metadata, as its remote's manifest declares it. */
  readonly page: PageEntry;
  /** Every deployed page (for sidebars and cross-links), in manifest order. */
  readonly pages: readonly PageEntry[];
  /** The route's params (`id` on `/blog/:id`). */
  readonly params: Readonly<Record<string, string | undefined>>;
  /**
   * Set when this page is the server's answer to its own form, posted without scripts and
   * refused: the form shows it again, as it was typed, with the reasons.
   */
  readonly postedForm?: PostedForm;
  /**
   * The site's origin: the one the server composed the page for (its canonical URL's), and the
   * browser's own once it renders.
   */
  readonly origin?: string;
}

/** A form posted without scripts and refused by the server (shown again, not stored). */
export interface PostedForm {
  /** The fields as they were sent (never a password: such forms are not read). */
  readonly values: Readonly<Record<string, string>>;
  /** A message per field that was refused, in the words the browser-side check uses. */
  readonly errors: Readonly<Record<string, string>>;
  /** Why the whole form was refused (too many sends), when it was not one field. */
  readonly failure?: string;
}

/** Per-page head details that depend on the page's data (a blog's title, text and image). */
export interface HeadOverrides {
  readonly title?: string;
  readonly description?: string;
  /** Absolute path or URL of the Open Graph image. */
  readonly image?: string;
  readonly publishedAt?: string;
}

/**
 * A page's data as the server read it: the answers of the API paths in its `data` list, keyed
 * like SWR keys (`/published-blogs`).
 */
export type PageData = Readonly<Record<string, unknown>>;
