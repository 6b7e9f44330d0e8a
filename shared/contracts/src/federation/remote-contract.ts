import type { PageEntry } from './page-manifest';

/**
 * The versioned contract between the shell and a remote. A remote built on any `shared` works
 * beside any shell that knows its contract major; the shell shows a remote with an unknown major
 * as unavailable (and logs why) rather than run code it cannot vouch for.
 *
 * 2.0: pages receive `PageProps`; `pages.json` manifests; optional `head`.
 * 2.1: `MedicalWebPage` structured data may name the condition or procedure and its treatments.
 * 2.2: a page may receive `postedForm`, the server's answer to its form sent without scripts;
 *      `MedicalWebPage` structured data names its reviewer and next review date, when recorded.
 * 2.3: a remote may hand the shell Redux `middleware` to add to the one store, and `slices` may
 *      hold an RTK Query API. A remote that uses them needs a shell of 2.3 or later (older shells
 *      ignore the field), so a shell of 2.3 is released before such a remote.
 * 2.4: a manifest page may be `static` (no interactive part): the browser does not hydrate it
 *      on the load the server composed, and does not fetch its remote's code for it. Pages
 *      receive `origin`, so such a page can write a full address without hydrating. A remote may
 *      offer `prefetch(page)`, which loads a page's code ahead of a navigation to it.
 * 2.5: a manifest page may list its `styles` (written by the build): the page host inlines those
 *      and the `./pages` expose's own, not every page's. A host that ignores it inlines them all.
 * 2.6: a manifest page may say it `hydratesLater`: the frame goes live before the page's region
 *      hydrates, and the region's remote code is fetched after that. An older host hydrates it
 *      with the frame, as before.
 * 2.7: a manifest may list each page key's `pageFiles` (written by the build): the browser
 *      fetches them ahead of a navigation without running them. A host that ignores it fetches a
 *      page's code when a link to it is about to be used, as before.
 */
export const REMOTE_CONTRACT = '2.7';

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
   * The site's origin (2.4): the one the server composed the page for (its canonical URL's), and
   * the browser's own once it renders. Absent from an older shell.
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
