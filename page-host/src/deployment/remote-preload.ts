import fs from 'node:fs';
import path from 'node:path';
import {
  FEDERATION_MANIFEST_FILE,
  type FederationManifest,
} from '@clinic/contracts/federation/page-host-contract';
import { inlinableCss } from '../inline-styles';

/** What the browser should fetch early for a remote's pages: from its `mf-manifest.json`. */
export interface Preload {
  scripts: string[];
  /** The URL of the remote's folder, which its stylesheets' paths are relative to. */
  base: string;
  /** The stylesheets of the `./pages` module itself: in every page of the remote. */
  exposeStyles: readonly string[];
  /** The stylesheets of its pages' own chunks: all of them for a page that does not list its own. */
  pageStyles: readonly string[];
  /** Each stylesheet's text, or undefined for one that cannot be inlined (it is linked). */
  css: ReadonlyMap<string, string | undefined>;
}

/** The folder URL a remote is served from: its entry's URL without the file name. */
export const baseOf = (entryUrl: string) => entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);

const entryOnly = (entryUrl: string): Preload => ({
  scripts: [entryUrl],
  base: baseOf(entryUrl),
  exposeStyles: [],
  pageStyles: [],
  css: new Map(),
});

/** The scripts and styles of a remote's `./pages`, as its federation manifest lists them. */
export function readPreload(dist: string, entryUrl: string): Preload {
  const base = baseOf(entryUrl);
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dist, FEDERATION_MANIFEST_FILE), 'utf8'),
    ) as FederationManifest;
    const pages = manifest.exposes?.find((exposed) => exposed.path === './pages');
    if (!pages) return entryOnly(entryUrl);
    const { sync, async } = pages.assets.css;
    return {
      scripts: [entryUrl, ...pages.assets.js.sync.map((file) => base + file)],
      base,
      exposeStyles: sync,
      pageStyles: async,
      css: new Map([...sync, ...async].map((file) => [file, inlinableCss(path.join(dist, file))])),
    };
  } catch {
    // No manifest, or one not of this shape: the entry alone.
    return entryOnly(entryUrl);
  }
}

/**
 * The styles a page of the remote is composed with: the `./pages` module's and the page's own
 * (its manifest `styles`), or every page's when it lists none. Inlined where they
 * can be, linked otherwise.
 */
export function stylesFor(
  preload: Preload,
  pageStyles: readonly string[] | undefined,
): { inlineCss: string; links: string[] } {
  let inlineCss = '';
  const links: string[] = [];
  for (const file of new Set([...preload.exposeStyles, ...(pageStyles ?? preload.pageStyles)])) {
    // Not inlinable, or not in the federation manifest: linked, never dropped.
    const css = preload.css.get(file);
    if (css === undefined) links.push(preload.base + file);
    else inlineCss += css;
  }
  return { inlineCss, links };
}
