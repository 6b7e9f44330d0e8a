import { createHash } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { PostedForm } from '@clinic/contracts/federation/remote-contract';
import type { ApiReader } from '../api-reader';
import { compressHtml, type CompressedHtml } from '../compressed-html';
import type { Deployment, DeploymentWatcher } from '../deployment';
import { originView, type StaffSite } from '../staff-site';
import { pageHtml } from './page-html';
import { renderQueue } from './render-queue';
import { placeOf, resolvePage, type ResolvedPage } from './resolve-page';

export { RendersBusy } from './render-queue';

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

/** A page's data as the API answered it: bytes key the cache; parsed only for a render. */
interface PageData {
  readonly answers: ReadonlyMap<string, string>;
  /** An answer was 404 (an unknown blog id): the page is the not-found page. */
  readonly missing: boolean;
  /** Every answer, as read: the cache key's digest is made of these. */
  readonly bytes: string;
}

/** One render: the page, the path the shell renders, its data and its answer's status. */
interface RenderWork {
  readonly page: ResolvedPage;
  readonly renderPath: string;
  readonly answers: ReadonlyMap<string, string>;
  readonly status: number;
  readonly postedForm?: PostedForm;
}

const NO_DATA: PageData = { answers: new Map(), missing: false, bytes: '' };

async function readData(api: ApiReader, paths: readonly string[]): Promise<PageData> {
  if (paths.length === 0) return NO_DATA;
  const answers = new Map<string, string>();
  let missing = false;
  let bytes = '';
  for (const key of paths) {
    const answer = await api.get(key);
    bytes += `${key}\n${answer.statusCode}\n${answer.body}\n`;
    if (answer.statusCode === 200) answers.set(key, answer.body);
    else if (answer.statusCode === 404) missing = true;
  }
  return { answers, missing, bytes };
}

/**
 * The page cache's key: the deployment, the origin and the page's place; with the digest of its
 * data when it read any (tens of kilobytes at times), so most pages are keyed without hashing.
 */
function cacheKey(deployment: Deployment, origin: string, cachedPath: string, data: PageData) {
  const place = `${deployment.version}\n${origin}\n${cachedPath}`;
  return data.bytes && !data.missing
    ? `${place}\n${createHash('sha1').update(data.bytes).digest('base64url')}`
    : place;
}

/**
 * Composes pages: the shell's server build renders its frame and the page's remote in one pass
 * (in the remote's sandbox), with the page's data read from this server's own API (`inject`, no
 * network). A page is cached per deployed version and per data it showed, so it is rendered
 * again only after a deploy or after staff changed that data.
 */
export function createPageComposer(
  api: ApiReader,
  deployments: DeploymentWatcher,
  log?: { error(obj: object, msg: string): void },
  {
    cached = true,
    decorate = (html) => html,
    staffSite,
  }: {
    /** False: every page rendered for its one answer, never kept (a release preview's). */
    cached?: boolean;
    /** Changes each page's HTML once composed (a preview's banner). */
    decorate?: (html: string) => string;
    /** The staff pages' own origin (STAFF_URL): each origin's pages know only their own remotes. */
    staffSite?: StaffSite;
  } = {},
) {
  const cache = new Map<string, Promise<ComposedPage>>();
  const queueRender = renderQueue();

  async function render(
    deployment: Deployment,
    origin: string,
    { page, renderPath, answers, status, postedForm }: RenderWork,
  ): Promise<ComposedPage> {
    const { template, renderer } = deployment;
    if (!template || !renderer) throw new Error('the shell is not deployed with a server build');
    const { entry } = page;
    const view = originView(deployment, staffSite, origin);
    renderChannel.publish({ phase: 'start' });
    const rendering = renderer.render(entry?.remote, {
      url: renderPath,
      origin,
      pages: view.pages,
      remotes: view.remotes,
      remoteScripts: view.remoteScripts,
      pageFiles: view.pageFiles,
      ...(view.elsewhere && { elsewhere: view.elsewhere }),
      data: Object.fromEntries([...answers].map(([key, body]) => [key, JSON.parse(body)])),
      postedForm,
    });
    const {
      page: rendered,
      errors,
      degraded,
    } = await rendering.finally(() => void renderChannel.publish({ phase: 'end' }));
    if (errors.length) log?.error({ page: renderPath, errors }, 'a page failed on the server');
    const remote = rendered.remote as keyof Deployment['preloads'] | undefined;
    const preload = remote ? deployment.preloads[remote] : undefined;
    const html = decorate(
      pageHtml({
        template,
        rendered,
        preload,
        // The not-found page is the shell's: the remote of the page it stands in for is not its own.
        pageStyles:
          entry && entry.remote === remote ? deployment.pageStyles.get(entry.path) : undefined,
        // A page that hydrates never, or after the frame, needs its remote's CSS, not its code.
        remoteScripts:
          (entry?.hydrate ?? 'with-frame') === 'with-frame' ? (preload?.scripts ?? []) : [],
        start: deployment.start,
      }),
    );
    return { status, body: await compressHtml(html), errors, degraded };
  }

  return {
    /** The deployed page a path names, if any (before its data is read). */
    async pageAt(pathname: string): Promise<PageEntry | undefined> {
      return resolvePage((await deployments.current()).pages, pathname).entry;
    },
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
      const page = resolvePage(deployment.pages, pathname);
      if (!page.entry && knownOnly) return undefined;
      const data = await readData(api, page.dataPaths);
      // A refused form renders in turn with the others, for this one answer; so does every page
      // of a composer that keeps none.
      if (!cached && !postedForm) {
        const { renderPath, status } = placeOf(page, data.missing);
        const answers = data.missing ? new Map<string, string>() : data.answers;
        return queueRender(() => render(deployment, origin, { page, renderPath, answers, status }));
      }
      if (postedForm && page.pagePath)
        return queueRender(() =>
          render(deployment, origin, {
            page,
            renderPath: page.pagePath!,
            answers: data.answers,
            status: data.missing ? 404 : 200,
            postedForm,
          }),
        );
      const { cachedPath, renderPath, status } = placeOf(page, data.missing);
      const key = cacheKey(deployment, origin, cachedPath, data);
      let composed = cache.get(key);
      if (!composed) {
        const answers = data.missing ? new Map<string, string>() : data.answers;
        composed = queueRender(() =>
          render(deployment, origin, { page, renderPath, answers, status }),
        );
        // A page composed without its region is not the page: the next request tries again.
        composed.then(
          ({ degraded }) => void (degraded && cache.delete(key)),
          () => cache.delete(key),
        );
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(key, composed);
      }
      return composed;
    },
  };
}

export type PageComposer = ReturnType<typeof createPageComposer>;
