import { lazy } from 'react';
import { REMOTE_CONTRACT, type RemoteModule } from '@clinic/shared/federation/remote-contract';
import { blogSearchSlice } from '@clinic/shared/store/slices/blog-search-slice';
import { blogDetailHead } from './blog-head';

/** mf-blog's public surface: the published blog list and a blog's detail page. */
const remote: RemoteModule = {
  contract: REMOTE_CONTRACT,
  pages: {
    blogList: lazy(() => import('./features/blogs/blog-list-page')),
    blogDetail: lazy(() => import('./features/blogs/blog-detail-page')),
  },
  slices: [blogSearchSlice],
  head: { blogDetail: blogDetailHead },
};

export default remote;
