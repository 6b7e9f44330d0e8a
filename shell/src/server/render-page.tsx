import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { matchPage } from '@clinic/browser-kit/federation/match-page';
import type { RenderedPage, RenderRequest } from '@clinic/contracts/federation/page-host-contract';
import {
  checkRemoteContract,
  type RemoteModule,
} from '@clinic/browser-kit/federation/remote-module';

/** The remote contract this shell runs (`ShellRenderer.remoteContract`): the release gate asks. */
export { REMOTE_CONTRACT as remoteContract } from '@clinic/contracts/federation/remote-contract';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { AppFrame } from '../app/app-frame';
import { ServerOriginContext } from '../app/site-origin';
import { serializeBootData, type BootData } from '../boot/boot-data';
import { browserPages } from '../boot/browser-pages';
import { ServerRemotesContext } from '../remotes/remote-page';
import { setSwrConfig } from '../remotes/shared-swr';
import { pageHead } from './page-head';

// The server has swr at hand (it provides the singletons); the browser fetches it only when needed.
setSwrConfig(SWRConfig);

/**
 * The shell's server build: the page host imports it (`SERVER_ENTRY_FILE`) and calls
 * `renderPage` (`ShellRenderer` in the page-host contract) to compose a page. The host hands it the deployed pages and the remotes' own
 * server builds; this renders frame and page in one React tree, so the browser hydrates it as is.
 */
/**
 * The remote modules this shell can run. One it cannot (an unknown contract major) is left out
 * and logged: its pages render in the browser, where the shell shows that region's fallback.
 */
function runnableModules(modules: RenderRequest['modules']) {
  const runnable: Partial<Record<RemoteName, RemoteModule>> = {};
  for (const [name, module] of Object.entries(modules)) {
    try {
      runnable[name as RemoteName] = checkRemoteContract(name, module);
    } catch (error) {
      console.error(`Not rendering ${name} on the server:`, error);
    }
  }
  return runnable;
}

const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const pathname = withoutTrailingSlash(new URL(request.url, request.origin).pathname);
  const match = matchPage(request.pages, pathname);
  const modules = runnableModules(request.modules);
  const module = match ? modules[match.entry.remote] : undefined;
  const store = makeStore();
  if (module) injectRemoteStore(module);

  // The server renders with the list the browser gets, so hydration finds the same page.
  const boot: BootData = {
    pages: browserPages(request.pages, match?.entry),
    remotes: request.remotes,
    ...(request.elsewhere && { elsewhere: request.elsewhere }),
    ...(request.remoteScripts && { remoteScripts: request.remoteScripts }),
    ...(request.pageFiles && { pageFiles: request.pageFiles }),
    data: request.data,
    ...(request.postedForm && { postedForm: { path: pathname, form: request.postedForm } }),
  };
  const errors: unknown[] = [];
  // `prerender` waits for every lazy page to load: the HTML holds the whole page.
  const { prelude } = await prerender(
    <ServerRemotesContext value={modules}>
      <ServerOriginContext value={request.origin}>
        <StaticRouter location={request.url}>
          <AppFrame store={store} boot={boot} />
        </StaticRouter>
      </ServerOriginContext>
    </ServerRemotesContext>,
    {
      onError: (error) => void errors.push(error),
      // React moves a Suspense boundary whose HTML would pass this size (12.8 kB by default) to
      // the end of the document, behind an inline script that the Content-Security-Policy
      // refuses; with everything awaited anyway, keep every boundary in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // A page that throws while rendering is left to the browser (React marks it so); say why.
  for (const error of errors) console.error(`Server render of ${pathname} failed:`, error);

  const overrides = match ? module?.head?.[match.entry.key]?.(request.data) : undefined;
  return {
    status: match ? 200 : 404,
    remote: match?.entry.remote,
    head: pageHead({
      entry: match?.entry,
      pathname,
      origin: request.origin,
      overrides,
      data: request.data,
    }),
    html,
    boot: serializeBootData(boot),
  };
}
