import { Link, useLocation } from 'react-router-dom';
import { procedurePages, treatmentPages } from '@clinic/shared/routes/medical-pages';
import { findMedicalPage } from './find-medical-page';

/** A condition or procedure page: hero, title, article and a sidebar of sibling pages. */
export default function MedicalPage() {
  const { pathname } = useLocation();
  const match = findMedicalPage(pathname);
  if (!match) return null;
  const siblings = match.group === 'Treatments' ? treatmentPages : procedurePages;
  return (
    <main id="main" className="content-page medical-page">
      <h1>{match.page.title}</h1>
      <aside aria-label={match.group}>
        <h2>{match.group}</h2>
        <ul>
          {siblings.map((sibling) => (
            <li key={sibling.path}>
              <Link to={sibling.path} aria-current={sibling.path === pathname ? 'page' : undefined}>
                {sibling.title}
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </main>
  );
}
