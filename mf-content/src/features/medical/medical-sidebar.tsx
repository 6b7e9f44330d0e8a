import { Link } from 'react-router-dom';
import type { MenuGroup, PageEntry } from '@clinic/contracts/federation/page-manifest';
import { menuSiblings } from './menu-siblings';

interface Props {
  group: MenuGroup;
  current: string;
  pages: readonly PageEntry[];
}

// Decorative: the link text names the page.
const icons: Partial<Record<MenuGroup, string>> = {
  // Two lung lobes around the windpipe.
  Treatments:
    'M12 3v6m0 0c-2 0-3.5 1.4-4.7 3.6C5.8 15.4 5 18.6 5.6 19.6c.7 1.2 2.7.6 3.9-.8C11 17 12 14 12 9m0 0c2 0 3.5 1.4 4.7 3.6 1.5 2.8 2.3 6 1.7 7-.7 1.2-2.7.6-3.9-.8C13 17 12 14 12 9',
  // A stethoscope.
  Procedures: 'M6 3v6a4 4 0 0 0 8 0V3M10 13v3a4 4 0 0 0 8 0v-2m0 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
};

/** The sibling pages of a condition or procedure page, from the deployed page metadata. */
export function MedicalSidebar({ group, current, pages }: Props) {
  return (
    <aside className="medical-sidebar" aria-labelledby="medical-sidebar-heading">
      <h2 id="medical-sidebar-heading">{group}</h2>
      <ul>
        {menuSiblings(pages, group).map((sibling) => (
          <li key={sibling.path}>
            <Link to={sibling.path} aria-current={sibling.path === current ? 'page' : undefined}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d={icons[group]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                />
              </svg>
              <span>{sibling.menu?.label ?? sibling.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
