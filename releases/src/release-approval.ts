/**
 * Which apps' releases go live only with an owner's approval, from RELEASE_APPROVAL: `all`,
 * `none`, or a comma list of apps; unset, `all` on a live site and `none` on a local one
 * (issue 44), so a developer's one-step release stays as it was.
 */
export function approvalNeeded(
  setting: string | undefined,
  siteIsLive: boolean,
): (app: string) => boolean {
  const value = (setting ?? (siteIsLive ? 'all' : 'none')).trim();
  if (value === 'all') return () => true;
  if (value === 'none' || value === '') return () => false;
  const apps = new Set(value.split(',').map((app) => app.trim()));
  return (app) => apps.has(app);
}
