import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { makeStore } from '@clinic/browser-kit/store/make-store';
import { SitePagesContext } from '../app/site-pages';
import { ServerRemotesContext, RemotePage } from '../remotes/remote-page';

/** A page's region as the server composes it: the remote's server build in hand. */
export function composedRegionHtml(entry: PageEntry, remote: RemoteModule): string {
  return renderToString(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <ServerRemotesContext value={{ [entry.remote]: remote }}>
          <SitePagesContext value={[entry]}>
            <RemotePage entry={entry} />
          </SitePagesContext>
        </ServerRemotesContext>
      </MemoryRouter>
    </Provider>,
  );
}
