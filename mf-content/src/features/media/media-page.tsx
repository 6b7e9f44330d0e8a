import type { PageProps } from '@clinic/shared/federation/remote-contract';

/** The Media page (GUIDE §1): the managed YouTube and Instagram links land here. */
export default function MediaPage({ page }: PageProps) {
  return (
    <main id="main" className="content-page">
      <h1>{page.title}</h1>
    </main>
  );
}
