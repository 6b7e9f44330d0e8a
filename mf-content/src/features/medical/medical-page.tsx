import type { PageProps } from '@clinic/shared/federation/remote-contract';
import { MedicalSidebar } from './medical-sidebar';
import './medical-page.scss';

/** A condition or procedure page: hero, title, article and a sidebar of sibling pages. */
export default function MedicalPage({ page, pages }: PageProps) {
  const group = page.menu?.group === 'Procedures' ? 'Procedures' : 'Treatments';
  return (
    <main id="main" className="content-page medical-page">
      <h1>{page.title}</h1>
      <MedicalSidebar group={group} current={page.path} pages={pages} />
    </main>
  );
}
