import { createContext, useContext } from 'react';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import type { RemoteName } from '@clinic/contracts/federation/remote-name';

/**
 * Remote modules already in hand: on the server, the remotes' server builds, so a page renders
 * in the same pass as the frame. In the browser it is empty and remotes load at run time.
 */
export const PreloadedRemotesContext = createContext<Partial<Record<RemoteName, RemoteModule>>>({});

export const usePreloadedRemote = (name: RemoteName) => useContext(PreloadedRemotesContext)[name];
