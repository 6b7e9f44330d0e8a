import { Link, NavLink } from 'react-router-dom';
import { clinic } from '@clinic/shared/config/clinic';
import type { MenuGroup } from '@clinic/shared/federation/page-manifest';
import { paths } from '@clinic/shared/routes/paths';
import { useSitePages } from '../app/site-pages';

const GROUPS: readonly MenuGroup[] = ['Treatments', 'Procedures', 'Media'];

/**
 * The main navigation (spec §2 "Navigation bar"). The Treatments, Procedures and Media lists come
 * from the pages the remotes publish, so a page a remote adds appears here without a shell build.
 */
export function SiteNavbar() {
  const pages = useSitePages();
  const menu = (group: MenuGroup) =>
    pages
      .filter((page) => page.menu?.group === group)
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  return (
    <nav className="site-navbar" aria-label="Main">
      <Link className="site-navbar__brand" to={paths.home.getHref()}>
        {clinic.clinicName}
      </Link>
      <ul className="site-navbar__links">
        <li>
          <NavLink to={paths.about.getHref()}>About</NavLink>
        </li>
        {GROUPS.map((group) => (
          <li key={group}>
            <details className="site-navbar__menu">
              <summary>{group}</summary>
              <ul>
                {menu(group).map((page) => (
                  <li key={page.path}>
                    <NavLink to={page.path} caseSensitive end>
                      {page.menu?.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
        <li>
          <NavLink to={paths.blogs.getHref()}>Blogs</NavLink>
        </li>
      </ul>
    </nav>
  );
}
