import { Link } from 'react-router-dom';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { MedicalArticlePage } from './medical-article-page';
import { lungHubPage } from './medical-pages';
import { menuSiblings } from './menu-siblings';

/** `/Lung`: the hub of the lung conditions, introducing them and linking each treatment page. */
export default function LungHubPage({ page, pages, origin }: PageProps) {
  return (
    <MedicalArticlePage
      page={page}
      pages={pages}
      origin={origin}
      article={lungHubPage.article}
      sidebar="Treatments"
    >
      <section className="medical-article__index">
        <h2>Conditions explained on this site</h2>
        <ul>
          {menuSiblings(pages, 'Treatments').map((condition) => (
            <li key={condition.path}>
              <Link to={condition.path}>{condition.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </MedicalArticlePage>
  );
}
