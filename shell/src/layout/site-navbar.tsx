import { Link, NavLink } from 'react-router-dom';
import { clinic } from '@clinic/shared/config/clinic';
import { paths } from '@clinic/shared/routes/paths';

const items = [
  { label: 'About', href: paths.about.getHref() },
  { label: 'Pictures Gallery', href: paths.picturesMenu.getHref() },
  { label: 'Blogs', href: paths.blogs.getHref() },
];

/** The main navigation (spec §2 "Navigation bar"). */
export function SiteNavbar() {
  return (
    <nav className="site-navbar" aria-label="Main">
      <Link className="site-navbar__brand" to={paths.home.getHref()}>
        {clinic.clinicName}
      </Link>
      <ul className="site-navbar__links">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
