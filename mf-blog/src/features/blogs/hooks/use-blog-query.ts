import { useCallback, useEffect } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { blogSearchActions } from '../../../store/blog-search-slice';

/**
 * The blog search, kept in the store (`blogSearch`) and mirrored in the address (`?q=`), so a
 * search can be shared, and Back from a blog returns to it. The page renders from the store:
 * the server renders every blog (it never sees the query), and so does hydration, before the
 * address's query is applied.
 */
export function useBlogQuery(): [string, (query: string) => void] {
  const query = useAppSelector((state) => state.blogSearch?.query ?? '');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const addressQuery = params.get('q') ?? '';

  useEffect(() => {
    // Typing replaces the address; that is the store's own value arriving, perhaps late (router
    // updates are transitions), and must not overwrite newer typing. A link, a shared URL or
    // Back/Forward sets the search.
    if (navigationType !== 'REPLACE') dispatch(blogSearchActions.setBlogQuery(addressQuery));
  }, [dispatch, navigationType, addressQuery, key]);

  const setQuery = useCallback(
    (next: string) => {
      dispatch(blogSearchActions.setBlogQuery(next));
      setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
    },
    [dispatch, setParams],
  );
  return [query, setQuery];
}
