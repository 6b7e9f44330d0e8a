/**
 * The page manifest: what a remote's build says about the pages it owns (`dist/pages.json`).
 * The server reads the deployed manifests at run time to answer 200 or 404, to compose each
 * page's head and to list the sitemap; the shell builds its routes and menus from them. A remote
 * adds a page by adding an entry and redeploying itself: the shell and the server stay untouched.
 *
 * This is part of the versioned remote contract (`REMOTE_CONTRACT`): a field may be added in a
 * minor version; removing or changing one is a new major.
 */
import type { RemoteName } from './remote-name';

/** Menus the shell builds from page metadata. */
export type MenuGroup = 'Treatments' | 'Procedures' | 'Media';

/** Structured data (JSON-LD) the shell writes for a page. */
export type StructuredData =
  | { readonly type: 'MedicalClinic' }
  | {
      readonly type: 'MedicalWebPage';
      /** What the page is about: a condition (treatment pages) or a procedure. */
      readonly about: 'MedicalCondition' | 'MedicalProcedure';
      /**
       * sha-256 (hex) of the page's text as its content model holds it, written by the build
       * (`pageManifestPlugin`), never by hand (decision 0081). A medical review is recorded for
       * this hash; the page claims one only while the API has one in force for it.
       */
      readonly textHash?: string;
      /** The condition's or procedure's own name (the page title when absent). */
      readonly aboutName?: string;
      readonly alternateName?: string;
      /** Conditions: the treatments the page describes. */
      readonly possibleTreatment?: readonly string[];
      /** Procedures: how it is performed, in one sentence. */
      readonly howPerformed?: string;
      /** ISO date the page's text last changed ("Page last updated"): schema.org `dateModified`. */
      readonly dateModified?: string;
    }
  | { readonly type: 'BlogPosting' }
  | { readonly type: 'WebPage' };

/** One step of a breadcrumb trail above the page itself. */
export interface Crumb {
  readonly label: string;
  readonly path: string;
}

/**
 * A parameterised page's entries in the sitemap: read the public list at `list` (an API path
 * under /api/v1), one entry per item, its `param` taken from the item's `idField`.
 */
export interface SitemapSource {
  readonly list: string;
  readonly param: string;
  readonly idField: string;
  readonly lastmodField?: string;
}

export interface PageDefinition {
  /** Route path as live URLs spell it (case matters): `/COPD`, `/blog/:id`. */
  readonly path: string;
  /** The component's key in the remote's `pages`. */
  readonly key: string;
  readonly title: string;
  /** The meta description: one or two sentences, under 160 characters. */
  readonly description: string;
  /** Where the page appears in the shell's menus; `order` sorts within the group. */
  readonly menu?: { readonly group: MenuGroup; readonly label: string; readonly order: number };
  /** The trail above this page (Home first); the page's own title ends it. */
  readonly breadcrumb?: readonly Crumb[];
  /** Staff-only: never prerendered with data, guarded on the client. */
  readonly protected?: boolean;
  /** Rendered without the public header, navbar, footer and enquiry popup. */
  readonly chromeless?: boolean;
  /** Kept out of search engines (no sitemap entry, `noindex`). */
  readonly noindex?: boolean;
  /** Another path that is the canonical URL of this page (`/Pictures` → `/pictures`). */
  readonly canonicalPath?: string;
  readonly structuredData?: StructuredData;
  /**
   * Public API reads the page shows, rendered from the database at request time: paths under
   * /api/v1 with the route's params filled in (`/blog/:id`). Their answers reach the page as
   * SWR's initial data under the same key; a 404 answer makes the page answer 404.
   */
  readonly data?: readonly string[];
  readonly sitemap?: SitemapSource;
  /**
   * When the page's region hydrates on the load the server composed (default `with-frame`).
   * Once the address changes, every page renders in the browser with its code.
   */
  readonly hydrate?: Hydration;
  /**
   * The stylesheets the page's own code imports, as paths in the remote's folder; written
   * by the build (`pageManifestPlugin`), never by hand. With them the page host inlines these and
   * the `./pages` expose's own stylesheets; without them, all of the remote's.
   */
  readonly styles?: readonly string[];
}

/**
 * - `never`: text and links only. The browser leaves it as the server sent it and fetches none
 *   of its remote's code on that load: only the shell's frame starts.
 * - `after-frame`: its HTML reads and its links work without its widgets. The frame goes live on
 *   the shell's code alone; the region's code is fetched after that, and what is done inside it
 *   is held until it is live.
 * - `with-frame`: the region hydrates with the frame, its code in the start plan.
 */
export type Hydration = 'never' | 'after-frame' | 'with-frame';

/** `dist/pages.json` of one remote. */
export interface PageManifest {
  readonly remote: RemoteName;
  /** The remote contract version the build implements (`major.minor`). */
  readonly contract: string;
  /** Changes with every build whose output changed; the server caches per build. */
  readonly buildId: string;
  readonly builtAt: string;
  readonly pages: readonly PageDefinition[];
  /**
   * Each page key's files, as paths in the remote's folder: the chunk its component became,
   * every chunk it imports, then their stylesheets. Written by the build
   * (`pageManifestPlugin`), never by hand.
   */
  readonly pageFiles?: PageFiles;
}

/** Files (scripts, then stylesheets) by page key, as paths in one remote's folder or as URLs. */
export type PageFiles = Readonly<Record<string, readonly string[]>>;

/** A page as the shell and server see it: its definition and the remote that renders it. */
export interface PageEntry extends PageDefinition {
  readonly remote: RemoteName;
}
