import { Link } from 'react-router-dom';
import type { MenuGroup, PageEntry } from '@clinic/shared/federation/page-manifest';

interface Props {
  group: MenuGroup;
  current: string;
  pages: readonly PageEntry[];
}

/** The sibling pages of a condition or procedure page, from the deployed page metadata. */
export function MedicalSidebar({ group, current, pages }: Props) {
  const siblings = pages
    .filter((p) => p.menu?.group === group && p.key === 'medical')
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
  return (
    <aside className="medical-page__sidebar" aria-label={group}>
      <h2>{group}</h2>
      <ul>
        {siblings.map((sibling) => (
          <li key={sibling.path}>
            <Link to={sibling.path} aria-current={sibling.path === current ? 'page' : undefined}>
              {sibling.menu?.label ?? sibling.title}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
