import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import { lazyPages } from '@clinic/browser-kit/federation/lazy-pages';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';

const { pages, loadPage } = lazyPages({
  home: () => import('./features/home/home-page'),
  about: () => import('./features/about/about-page'),
  gallery: () => import('./features/gallery/gallery-page'),
  media: () => import('./features/media/media-page'),
  privacy: () => import('./features/privacy/privacy-page'),
  enquiry: () => import('./features/enquiry/enquiry-page'),
  enquirySent: () => import('./features/enquiry/enquiry-sent-page'),
  lungHub: () => import('./features/medical/lung-hub-page'),
  medical: () => import('./features/medical/medical-page'),
});

/** mf-content's public surface: the clinic's own pages. Their metadata: `page-manifest.ts`. */
const remote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages,
  // A medical page's template and its own article, loaded side by side.
  loadPage: (page) =>
    Promise.all([
      loadPage(page.key),
      page.key === 'medical' &&
        import('./features/medical/load-page-article').then(({ loadPageArticle }) =>
          loadPageArticle(page.path),
        ),
    ]),
  // No slices: the managed links the home and media pages show are a public read through SWR,
  // which the server renders them with (their manifest `data`).
  slices: [],
};

export default remote;
