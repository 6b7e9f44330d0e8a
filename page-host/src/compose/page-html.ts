import escapeHtml from 'escape-html';
import {
  BOOT_DATA_ELEMENT_ID,
  type StartPlan,
} from '@clinic/contracts/federation/page-host-contract';
import type { RenderedPage } from '@clinic/contracts/federation/page-host-contract';
import { startElements } from '../deferred-start';
import type { Preload } from '../deployment';
import { stylesFor } from '../deployment/remote-preload';
import { styleElement } from '../inline-styles';

/** What goes into the shell's template for one page. */
export interface PageParts {
  readonly template: string;
  readonly rendered: RenderedPage;
  /** The page's remote's files, and the page's own stylesheets among them. */
  readonly preload?: Preload;
  readonly pageStyles?: readonly string[];
  /** The remote's scripts the page starts with (none for a page not hydrated at once). */
  readonly remoteScripts: readonly string[];
  /** How the page's scripts start after it has loaded; undefined: as the template says. */
  readonly start?: StartPlan;
}

/**
 * The page's styles (its remote's `./pages` module's and its own), and the remote's scripts
 * unless they start with the page's (deferred start).
 */
function preloadTags(
  preload: Preload | undefined,
  pageStyles: readonly string[] | undefined,
  scripts: readonly string[],
): string {
  if (!preload) return '';
  const { inlineCss, links } = stylesFor(preload, pageStyles);
  return [
    styleElement(inlineCss),
    ...links.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ].join('');
}

/** React writes an image preload (the LCP image's) at the start of the markup it renders. */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * Moves React's image preloads from the top of the root element to the top of the head, before
 * the inline CSS: the browser starts the page's largest image a few kilobytes of HTML sooner
 * (hydration passes over such links, so the root loses nothing it needs).
 */
function hoistImagePreloads(html: string): { imagePreloads: string; html: string } {
  const imagePreloads = LEADING_IMAGE_PRELOADS.exec(html)?.[0] ?? '';
  return { imagePreloads, html: html.slice(imagePreloads.length) };
}

/**
 * The shell's template with the page's head, markup and boot data put in their places, in one
 * pass and by a function: page text (a blog title with `$&` in it) is inserted as written, and a
 * marker that appears inside one part is never filled again.
 */
export function pageHtml({
  template,
  rendered,
  preload,
  pageStyles,
  remoteScripts,
  start,
}: PageParts): string {
  const { imagePreloads, html } = hoistImagePreloads(rendered.html);
  const preloads = preloadTags(preload, pageStyles, start ? [] : remoteScripts);
  const slots: Record<string, string> = {
    head: imagePreloads + rendered.head + preloads,
    html,
    boot:
      `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${rendered.boot}</script>` +
      (start ? startElements(start, remoteScripts) : ''),
  };
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<!--app-(head|html|boot)-->/g, (_, slot: string) => slots[slot] ?? '');
}
