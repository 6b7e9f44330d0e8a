import { Link } from 'react-router-dom';
import type { PageProps } from '@clinic/shared/federation/remote-contract';

/** `/Lung`: the hub of the lung conditions, linking each treatment page. */
export default function LungHubPage({ page, pages }: PageProps) {
  const conditions = pages.filter((p) => p.menu?.group === 'Treatments' && p.key === 'medical');
  return (
    <main id="main" className="content-page">
      <h1>{page.title}</h1>
      <ul>
        {conditions.map((condition) => (
          <li key={condition.path}>
            <Link to={condition.path}>{condition.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
