import { Suspense, use } from 'react';
import type { RemoteName } from '@clinic/shared/routes/route-table';
import { useAppStore } from '@clinic/shared/store/hooks';
import { loadRemoteModule, resetRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: RemoteName;
  page: string;
}

function RemotePageContent({ remote, page }: Props) {
  const store = useAppStore();
  const module = use(loadRemoteModule(remote, store));
  const Page = module.pages[page];
  if (!Page) throw new Error(`${remote} has no page "${page}"`);
  return <Page />;
}

/**
 * One page rendered by a remote, in its own failure region: if the remote cannot load or its
 * page throws, only this region shows the fallback, with a retry that really refetches.
 */
export function RemotePage({ remote, page }: Props) {
  return (
    <RemoteErrorBoundary
      resetKey={`${remote}/${page}`}
      fallback={(retry) => (
        <RemoteUnavailable
          onRetry={() => {
            resetRemoteModule(remote);
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<RemoteLoading />}>
        <RemotePageContent remote={remote} page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
