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
  /** Stylesheets linked: those that cannot be inlined. */
  styles: string[];
  /** The text of the remote's other stylesheets, put in the page as a style element. */
  inlineCss: string;
}

/** The folder URL a remote is served from: its entry's URL without the file name. */
export const baseOf = (entryUrl: string) => entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);

/** The scripts and styles of a remote's `./pages`, as its federation manifest lists them. */
export function readPreload(dist: string, entryUrl: string): Preload {
  const base = baseOf(entryUrl);
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dist, FEDERATION_MANIFEST_FILE), 'utf8'),
    ) as FederationManifest;
    const pages = manifest.exposes?.find((exposed) => exposed.path === './pages');
    if (!pages) return { scripts: [entryUrl], styles: [], inlineCss: '' };
    const styles: string[] = [];
    let inlineCss = '';
    for (const file of [...pages.assets.css.sync, ...pages.assets.css.async]) {
      const css = inlinableCss(path.join(dist, file));
      if (css === undefined) styles.push(base + file);
      else inlineCss += css;
    }
    return {
      scripts: [entryUrl, ...pages.assets.js.sync.map((file) => base + file)],
      styles,
      inlineCss,
    };
  } catch {
    // No manifest, or one not of this shape: the entry alone.
    return { scripts: [entryUrl], styles: [], inlineCss: '' };
  }
}
