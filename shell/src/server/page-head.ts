import { clinic } from '@clinic/contracts/config/clinic';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { HeadOverrides, PageData } from '@clinic/contracts/federation/remote-contract';
import { NOT_FOUND_TITLE, pageTitle } from '../head/page-title';
import escapeHtml from 'escape-html';
import { structuredData } from './structured-data';

/** The picture link previews show when a page has none of its own. */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

interface HeadInput {
  entry: PageEntry | undefined;
  pathname: string;
  origin: string;
  overrides: HeadOverrides | undefined;
  /** The answers of the page's `data` reads. */
  data?: PageData | undefined;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** JSON inside a script element: `<` escaped so text cannot close the element. */
const jsonLd = (value: object) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * Every head tag of a page (product §10 SEO): title, description, canonical URL, Open Graph and
 * Twitter cards, robots, JSON-LD. Titles and texts may come from staff input: always escaped.
 */
export function pageHead({ entry, pathname, origin, overrides, data }: HeadInput): string {
  if (!entry) {
    return [
      `<title>${escapeHtml(pageTitle(NOT_FOUND_TITLE))}</title>`,
      meta('name', 'robots', 'noindex'),
    ].join('');
  }
  const title = overrides?.title ?? entry.title;
  const description = overrides?.description ?? entry.description;
  // The server renders a page whose item is missing (an unknown blog id) once, at its pattern
  // (`/blog/:id`), for every such request: it names no URL of its own and is kept out of search.
  const missingItem = entry.path.includes(':') && pathname === entry.path;
  // Fixed paths are canonical as the manifest spells them; parameterised ones as requested.
  const url = `${origin}${entry.canonicalPath ?? (entry.path.includes(':') ? pathname : entry.path)}`;
  const image = new URL(overrides?.image ?? DEFAULT_SHARE_IMAGE, origin).href;
  const fullTitle = pageTitle(title);
  return [
    `<title>${escapeHtml(fullTitle)}</title>`,
    meta('name', 'description', description),
    ...(missingItem ? [] : [`<link rel="canonical" href="${escapeHtml(url)}">`]),
    ...(entry.noindex || missingItem ? [meta('name', 'robots', 'noindex')] : []),
    meta(
      'property',
      'og:type',
      entry.structuredData?.type === 'BlogPosting' ? 'article' : 'website',
    ),
    meta('property', 'og:site_name', clinic.clinicName),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    ...(missingItem ? [] : [meta('property', 'og:url', url)]),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...(missingItem
      ? []
      : structuredData({ entry, url, origin, title, description, overrides, data }).map(jsonLd)),
  ].join('');
}
