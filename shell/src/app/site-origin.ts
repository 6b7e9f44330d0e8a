import { createContext, useContext } from 'react';

/**
 * The origin the server composes a page for (the one its canonical URL names). Provided only on
 * the server; in the browser a page's origin is the document's.
 */
export const ServerOriginContext = createContext<string | undefined>(undefined);

export const useSiteOrigin = (): string =>
  useContext(ServerOriginContext) ?? window.location.origin;
