import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { MedicalArticlePage } from './medical-article-page';
import { medicalPageByPath } from './medical-pages';

/** A condition or procedure page (product §2): its article and the sidebar of its group. */
export default function MedicalPage({ page, pages, origin }: PageProps) {
  const group = page.menu?.group === 'Procedures' ? 'Procedures' : 'Treatments';
  const entry = medicalPageByPath(page.path);
  if (!entry) throw new Error(`${page.path} has no medical article`);
  return (
    <MedicalArticlePage
      page={page}
      pages={pages}
      origin={origin}
      article={entry.article}
      sidebar={group}
    />
  );
}
