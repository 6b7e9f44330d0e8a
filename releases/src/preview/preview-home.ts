import { remoteFolders, STAFF_REMOTE } from '@clinic/contracts/federation/remote-name';
import { paths } from '@clinic/contracts/routes/paths';
import type { StaffSite } from '@clinic/page-host';

/** The staff pages' app (mf-dashboard), as releases name apps: by their folder. */
const STAFF_APP = remoteFolders[STAFF_REMOTE];

/** Where a preview is seen: the origin its cookie is set for, and the page it opens on. */
export interface PreviewHome {
  readonly origin: string;
  readonly path: string;
}

/** Where a browser lands on `origin` from a preview link or after leaving: that origin's first page. */
export const landingOn = (site: StaffSite | undefined, origin: string) =>
  site && origin === site.staffOrigin ? paths.dashboard.path : paths.home.path;

/**
 * Where `app`'s preview is seen. Without a staff origin, on the site's one origin (`origin`), from
 * its home page. With one (STAFF_URL, decision 0076), the staff pages' candidate on the staff
 * origin, from the dashboard (`/` there sends a browser to the public site, where the cookie is
 * not sent), and every other app's on the public origin.
 */
export function previewHome(site: StaffSite | undefined, app: string, origin: string): PreviewHome {
  const home = !site ? origin : app === STAFF_APP ? site.staffOrigin : site.publicOrigin;
  return { origin: home, path: landingOn(site, home) };
}
