import type { WithSlice } from '@reduxjs/toolkit';
import { REMOTE_CONTRACT } from '@clinic/contracts/federation/remote-contract';
import { lazyPages } from '@clinic/browser-kit/federation/lazy-pages';
import type { RemoteModule } from '@clinic/browser-kit/federation/remote-module';
import { blogSearchSlice } from './store/blog-search-slice';
import { blogDetailHead } from './blog-head';

const { pages, loadPage } = lazyPages({
  blogList: () => import('./features/blogs/blog-list-page'),
  blogDetail: () => import('./features/blogs/blog-detail-page'),
  blogPreview: () => import('./features/blogs/blog-preview-page'),
});

/** mf-blog's public surface: the published blog list, a blog's page, and a blog's private preview. */
const remote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages,
  loadPage: (page) => loadPage(page.key),
  slices: [blogSearchSlice],
  head: { blogDetail: blogDetailHead, blogPreview: blogDetailHead },
};

export default remote;

/** The blog search in the one store's type (declaration merging into shared's root reducer). */
declare module '@clinic/browser-kit/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge is the point
  interface LazyLoadedSlices extends WithSlice<typeof blogSearchSlice> {}
}
