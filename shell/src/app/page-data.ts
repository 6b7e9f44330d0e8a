import { createContext, useContext } from 'react';
import type { PageData } from '@clinic/contracts/federation/remote-contract';

/** The API answers the server rendered the page with (boot data), by SWR key. */
export const PageDataContext = createContext<PageData>({});

export const usePageData = () => useContext(PageDataContext);
