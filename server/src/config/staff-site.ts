import type { StaffSite } from '@clinic/page-host';
import type { SiteConfig } from './site-config';

/**
 * The staff pages' own origin beside the public one (STAFF_URL, decision 0076), as the page host
 * and the releases (its dashboard previews) both take it; undefined when the site has one origin.
 * The site's settings allow STAFF_URL only beside PUBLIC_URL (site-config.ts).
 */
export const staffSiteOf = ({
  staffOrigin,
  publicOrigin,
}: Pick<SiteConfig, 'staffOrigin' | 'publicOrigin'>): StaffSite | undefined =>
  staffOrigin && publicOrigin ? { staffOrigin, publicOrigin } : undefined;
