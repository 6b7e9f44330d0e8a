import { createContext, useContext } from 'react';
import type { PageEntry } from '@clinic/contracts/federation/page-manifest';

/** The deployed pages, from the boot data: routes, menus and every page's sidebar read them. */
export const SitePagesContext = createContext<readonly PageEntry[]>([]);

export const useSitePages = () => useContext(SitePagesContext);
