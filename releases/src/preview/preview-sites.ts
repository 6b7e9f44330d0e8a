import type { ApiReader, StaffSite } from '@clinic/page-host';
import { createPageComposer, type PageComposer } from '@clinic/page-host';
import { watchDeployment } from '@clinic/page-host';
import { liveBuilds, pinnedBuilds } from '../live-builds';
import type { ReleaseStore } from '../release-store';
import { previewPage } from './preview-banner';

/** A preview nobody has asked for in this long gives its sandboxes back. */
const IDLE_MS = 10 * 60_000;
/**
 * Previews open at once on one server, at most: each runs sandboxes of its own, and a deploy
 * token may make a candidate, with its link, 20 times an hour. Opening one more closes the one
 * used longest ago (its next request opens it again).
 */
const MOST_OPEN = 3;

interface OpenPreview {
  readonly deployments: ReturnType<typeof watchDeployment>;
  readonly composer: PageComposer;
  usedAt: number;
}

/**
 * The site as a candidate's preview shows it: the candidate in place of its app's live release,
 * every other app as it is live (pointers followed as for visitors), its server code in
 * sandboxes of its own like any release's (decision 0064). Its pages are rendered for each
 * answer and kept nowhere: the page cache never holds them (issue 44). With a staff origin, each
 * origin's pages know only their own remotes, as the live site's do (decision 0076).
 */
export function previewSites(
  webRoot: string,
  store: ReleaseStore,
  api: ApiReader,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  staffSite?: StaffSite,
) {
  const open = new Map<string, OpenPreview>();
  const sweep = setInterval(() => {
    for (const [key, preview] of open)
      if (Date.now() - preview.usedAt > IDLE_MS) {
        preview.deployments.close();
        open.delete(key);
      }
  }, IDLE_MS / 2);
  sweep.unref();
  const closeLeastUsed = () => {
    if (open.size < MOST_OPEN) return;
    const [key, oldest] = [...open].reduce((a, b) => (b[1].usedAt < a[1].usedAt ? b : a));
    oldest.deployments.close();
    open.delete(key);
  };
  return {
    /** The composer of `app` `id`'s preview; undefined when its files did not pass the gate. */
    async composer(app: string, id: string): Promise<PageComposer | undefined> {
      const key = `${app}/${id}`;
      let preview = open.get(key);
      if (!preview) {
        // Made through another replica: its files come from the shared database first.
        await store.fetch(app, id);
        if (!(await store.passedIntact(app, id))) return undefined;
        const deployments = watchDeployment(webRoot, log, {
          builds: liveBuilds(store),
          pinned: pinnedBuilds(store, { [app]: id }),
        });
        const composer = createPageComposer(api, deployments, log, {
          cached: false,
          decorate: previewPage(app, id),
          staffSite,
        });
        preview = open.get(key) ?? { deployments, composer, usedAt: Date.now() };
        if (preview.deployments !== deployments) deployments.close();
        else closeLeastUsed();
        open.set(key, preview);
      }
      preview.usedAt = Date.now();
      return preview.composer;
    },
    close() {
      clearInterval(sweep);
      for (const preview of open.values()) preview.deployments.close();
      open.clear();
    },
  };
}

export type PreviewSites = ReturnType<typeof previewSites>;
