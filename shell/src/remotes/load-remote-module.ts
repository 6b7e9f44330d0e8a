import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';
import type { AppStore } from '@clinic/browser-kit/store/make-store';
import { injectRemoteStore } from '@clinic/browser-kit/store/root-reducer';
import { remotesActions } from '@clinic/browser-kit/store/slices/remotes-slice';
import { readablePromise } from '@clinic/browser-kit/async/readable-promise';
import { checkRemoteContract, IncompatibleRemoteError } from './remote-contract-check';
import { forgetRemote, importRemotePages } from './remote-runtime';

const ATTEMPTS = 2;
const RETRY_DELAY_MS = 400;

/** Each remote's code, fetched once per page view (a warm-up or a render asked first). */
const fetched = new Map<RemoteName, Promise<RemoteModule>>();
/** Each remote's code with its slices in the store: what a page of it renders with. */
const ready = new Map<RemoteName, Promise<RemoteModule>>();

/** Remotes whose last load in this page view failed, until one succeeds. */
const failed = new Set<RemoteName>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A flaky network gets one quiet retry before the visitor sees the fallback. */
async function fetchWithRetry(name: RemoteName): Promise<RemoteModule> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return checkRemoteContract(name, await importRemotePages(name));
    } catch (error) {
      // A remote this shell cannot run will not become runnable by asking again.
      if (error instanceof IncompatibleRemoteError) throw error;
      lastError = error;
      await forgetRemote(name);
      if (attempt < ATTEMPTS) await pause(RETRY_DELAY_MS * attempt);
    }
  }
  throw lastError;
}

/**
 * Fetches a remote's code once per page view, without touching the store beyond noting that it
 * loaded: a warm-up ahead of a navigation leaves the store as the page has it (its slices arrive
 * with the remote's first page).
 */
export function fetchRemoteModule(name: RemoteName, store: AppStore): Promise<RemoteModule> {
  let pending = fetched.get(name);
  if (!pending) {
    pending = fetchWithRetry(name).then(
      (remote) => {
        failed.delete(name);
        store.dispatch(remotesActions.remoteLoaded(name));
        return remote;
      },
      (error: unknown) => {
        failed.add(name);
        throw error;
      },
    );
    fetched.set(name, pending);
  }
  return pending;
}

/**
 * Loads a remote's public surface once per page view and injects its slices into the one store
 * before any of its pages renders. The same promise is returned every time (React's `use`
 * needs that), failures included, until `resetRemoteModule` clears it.
 */
export function loadRemoteModule(name: RemoteName, store: AppStore): Promise<RemoteModule> {
  let pending = ready.get(name);
  if (!pending) {
    // Readable: a remote loaded ahead of a click renders its page in the click's own pass.
    pending = readablePromise(
      fetchRemoteModule(name, store).then((remote) => {
        injectRemoteStore(remote);
        // Any dispatch gives the injected slices their initial state at once.
        store.dispatch(remotesActions.remoteLoaded(name));
        return remote;
      }),
    );
    ready.set(name, pending);
  }
  return pending;
}

/** Forgets a failed load so that the next render tries the network again. */
export function resetRemoteModule(name: RemoteName): void {
  fetched.delete(name);
  ready.delete(name);
}

/**
 * Notes that a remote's code could not be fetched ahead: the browser remembers a failed module,
 * so a navigation to its pages would fail too until a load succeeds.
 */
export function noteRemoteFailed(name: RemoteName): void {
  failed.add(name);
}

/** Whether the remote's last load in this page view failed (and none has succeeded since). */
export const hasRemoteFailed = (name: RemoteName): boolean => failed.has(name);
