import { lazy } from 'react';
import type { RemoteModule } from '@clinic/shared/federation/remote-module';
import { blogSearchSlice } from '@clinic/shared/store/slices/blog-search-slice';

/** mf-blog's public surface: the published blog list and a blog's detail page. */
const remote: RemoteModule = {
  pages: {
    blogList: lazy(() => import('./features/blogs/blog-list-page')),
    blogDetail: lazy(() => import('./features/blogs/blog-detail-page')),
  },
  slices: [blogSearchSlice],
};

export default remote;
