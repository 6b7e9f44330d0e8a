import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { dashboardPages } from '../page-manifest';

/** The props the shell hands one of this remote's pages, for component tests. */
export function pageProps(key: string): PageProps {
  const pages = dashboardPages.map((page) => ({ ...page, remote: 'mf_dashboard' as const }));
  const page = pages.find((entry) => entry.key === key);
  if (!page) throw new Error(`no page ${key}`);
  return { page, pages, params: {} };
}
