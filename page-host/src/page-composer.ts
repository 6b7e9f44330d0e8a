import { createHash } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import type { ApiReader } from './api-reader';
import pLimit from 'p-limit';
import escapeHtml from 'escape-html';
import { BOOT_DATA_ELEMENT_ID } from '@clinic/contracts/federation/page-host-contract';
import type { PostedForm } from '@clinic/contracts/federation/remote-contract';
import { fillParams, matchPage } from '@clinic/browser-kit/federation/match-page';
import { compressHtml, type CompressedHtml } from './compressed-html';
import type { Deployment, DeploymentWatcher, Preload } from './deployment';
import { startElements } from './deferred-start';
import { stylesFor } from './deployment/remote-preload';
import { styleElement } from './inline-styles';

export interface ComposedPage {
  status: number;
  body: CompressedHtml;
  /** What the page's code logged as errors while rendered (the release gate refuses on them). */
  errors: readonly string[];
  /** Composed without its remote's region (its sandbox was down): never cached. */
  degraded: boolean;
}

/**
 * Published as each render starts and ends (`{ phase: 'start' | 'end' }`): renders happen in
 * other processes (the sandboxes), so this is where this one can count them.
 */
export const renderChannel = channel('clinic:page-render');

/** Pages kept composed; enough for every static page and the recent blogs, a few MB at most. */
const CACHE_ENTRIES = 400;
/**
 * Renders (cache misses) run two at a time, so a flood of them leaves the cores to cached pages;
 * past this many waiting, a miss answers 503 with Retry-After rather than queue without bound.
 */
const RENDERS_AT_ONCE = 2;
const RENDERS_WAITING = 32;
const RENDER_RETRY_AFTER_SECONDS = 5;
/** Rendered for every unknown path (a dotted segment no manifest names), so none is reflected. */
const NOT_FOUND_RENDER_PATH = '/.not-found';

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
function fillTemplate(
  template: string,
  parts: { head: string; html: string; boot: string; preload: string; start: string },
): string {
  const { imagePreloads, html } = hoistImagePreloads(parts.html);
  const slots: Record<string, string> = {
    head: imagePreloads + parts.head + parts.preload,
    html,
    boot: `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${parts.boot}</script>${parts.start}`,
  };
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<!--app-(head|html|boot)-->/g, (_, slot: string) => slots[slot] ?? '');
}

/** Too many renders already wait: answered 503 with Retry-After by the host. */
export class RendersBusy extends Error {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;
  constructor() {
    super('The server is busy; please try again in a few seconds.');
    this.name = 'RendersBusy';
  }
}

const NO_DATA = { answers: new Map<string, string>(), missing: false, bytes: '' };

/**
 * Composes pages: the shell's server build renders its frame and the page's remote in one pass,
 * with the page's data read from this server's own API (`inject`, no network). A page is cached
 * per deployed version and per data it showed, so it is rendered again only after a deploy or
 * after staff changed that data.
 */
export function createPageComposer(
  api: ApiReader,
  deployments: DeploymentWatcher,
  log?: { error(obj: object, msg: string): void },
) {
  const cache = new Map<string, Promise<ComposedPage>>();
  const renders = pLimit(RENDERS_AT_ONCE);

  /** Queues a render, or answers 503 when too many already wait: every render takes this door. */
  function queueRender(task: () => Promise<ComposedPage>): Promise<ComposedPage> {
    if (renders.pendingCount >= RENDERS_WAITING) throw new RendersBusy();
    return renders(task);
  }

  /**
   * The answers of a page's data reads, as bytes: they key the cache on every request, and are
   * parsed only when the page is rendered (a cache miss).
   */
  async function readData(
    templates: readonly string[],
    params: Readonly<Record<string, string>>,
  ): Promise<{ answers: Map<string, string>; missing: boolean; bytes: string }> {
    const answers = new Map<string, string>();
    let missing = false;
    let bytes = '';
    for (const template of templates) {
      const key = fillParams(template, params);
      const answer = await api.get(key);
      bytes += `${key}\n${answer.statusCode}\n${answer.body}\n`;
      if (answer.statusCode === 200) answers.set(key, answer.body);
      else if (answer.statusCode === 404) missing = true;
    }
    return { answers, missing, bytes };
  }

  async function render(
    deployment: Deployment,
    pathname: string,
    origin: string,
    answers: Map<string, string>,
    status: number,
    postedForm?: PostedForm,
  ): Promise<ComposedPage> {
    const { template, renderer } = deployment;
    if (!template || !renderer) throw new Error('the shell is not deployed with a server build');
    const entry = matchPage(deployment.pages, pathname)?.entry;
    renderChannel.publish({ phase: 'start' });
    const rendering = renderer.render(entry?.remote, {
      url: pathname,
      origin,
      pages: deployment.pages,
      remotes: deployment.remotes,
      remoteScripts: Object.fromEntries(
        Object.entries(deployment.preloads).map(([name, preload]) => [name, preload.scripts]),
      ),
      pageFiles: deployment.pageFiles,
      data: Object.fromEntries([...answers].map(([key, body]) => [key, JSON.parse(body)])),
      postedForm,
    });
    const {
      page: rendered,
      errors,
      degraded,
    } = await rendering.finally(() => void renderChannel.publish({ phase: 'end' }));
    if (errors.length) log?.error({ page: pathname, errors }, 'a page failed on the server');
    const remote = rendered.remote as keyof Deployment['preloads'] | undefined;
    const preload = remote ? deployment.preloads[remote] : undefined;
    // A static page is not hydrated in the browser, and a later one not before it is live: its
    // remote's CSS is needed, its code is not (the browser fetches it after the frame).
    const remoteScripts = entry?.static || entry?.hydratesLater ? [] : (preload?.scripts ?? []);
    const { start } = deployment;
    // The not-found page is the shell's: the remote of the page it stands in for is not its own.
    const pageStyles =
      entry && entry.remote === remote ? deployment.pageStyles.get(entry.path) : undefined;
    const html = fillTemplate(template, {
      head: rendered.head,
      html: rendered.html,
      boot: rendered.boot,
      preload: preloadTags(preload, pageStyles, start ? [] : remoteScripts),
      start: start ? startElements(start, remoteScripts) : '',
    });
    return { status, body: await compressHtml(html), errors, degraded };
  }

  return {
    /**
     * The page for a path, or undefined when no shell is deployed to render it. With `knownOnly`,
     * also undefined for a path that is not a deployed page (rather than the not-found page).
     * With `postedForm`, the page shows its form as it was posted and refused: rendered for this
     * one answer, never cached (it holds what one visitor typed).
     */
    async compose(
      pathname: string,
      origin: string,
      { knownOnly = false, postedForm }: { knownOnly?: boolean; postedForm?: PostedForm } = {},
    ): Promise<ComposedPage | undefined> {
      const deployment = await deployments.current();
      if (!deployment.template || !deployment.renderer) return undefined;
      const match = matchPage(deployment.pages, pathname);
      if (!match && knownOnly) return undefined;
      // The page's own path, from the manifest and the decoded params: spellings of one page
      // (`/blog/%61b`, `/blog/ab`) share its entry and its canonical URL.
      const pagePath = match ? fillParams(match.entry.path, match.params) : undefined;
      // Staff pages are never rendered with data: they show nothing until the browser signs in.
      const templates = match && !match.entry.protected ? (match.entry.data ?? []) : [];
      const { answers, missing, bytes } = templates.length
        ? await readData(templates, match?.params ?? {})
        : NO_DATA;
      // A refused form is shown for this one answer, never cached (it holds what one visitor
      // typed); it renders in turn with the others.
      if (postedForm && match)
        return queueRender(() =>
          render(deployment, pagePath!, origin, answers, missing ? 404 : 200, postedForm),
        );
      // Every path that ends in a not-found page shares one entry: an unknown path, or a known
      // page whose data is missing (an unknown blog id), per page pattern. Made-up URLs cannot
      // fill the cache or cost a render each, and no requested text reaches a cached page.
      const cachedPath = !match
        ? '\u0000not-found'
        : missing
          ? `\u0000missing${match.entry.path}`
          : pagePath!;
      const renderPath = !match ? NOT_FOUND_RENDER_PATH : missing ? match.entry.path : pagePath!;
      const place = `${deployment.version}\n${origin}\n${cachedPath}`;
      // The data read can be tens of kilobytes: the key holds its digest. A page that reads none
      // (most of them) is keyed by its place alone, with no hashing on its every request.
      const key =
        bytes && !missing
          ? `${place}\n${createHash('sha1').update(bytes).digest('base64url')}`
          : place;
      let page = cache.get(key);
      if (!page) {
        // 200 or 404 from the deployed manifests, and from the page's data (an unknown blog).
        const status = match && !missing ? 200 : 404;
        page = queueRender(() =>
          render(deployment, renderPath, origin, missing ? new Map() : answers, status),
        );
        // A page composed without its region is not the page: the next request tries again.
        page.then(
          ({ degraded }) => void (degraded && cache.delete(key)),
          () => cache.delete(key),
        );
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(key, page);
      }
      return page;
    },
  };
}

export type PageComposer = ReturnType<typeof createPageComposer>;
