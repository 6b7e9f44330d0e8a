import { useId } from 'react';
import type { PageProps } from '@clinic/contracts/federation/remote-contract';
import { BlogCard } from './components/blog-card';
import { filterBlogs } from './filter-blogs';
import { useBlogQuery } from './hooks/use-blog-query';
import { usePublishedBlogs } from './hooks/use-blogs';
import './blog-list-page.scss';

function searchStatus(matches: number, query: string): string {
  const wanted = query.trim();
  if (!wanted) return '';
  if (matches === 0) return `No blogs match “${wanted}”. Try another word, or clear the search.`;
  return `${matches} ${matches === 1 ? 'blog matches' : 'blogs match'} “${wanted}”.`;
}

export default function BlogListPage({ page }: PageProps) {
  const { data: blogs, error, isLoading } = usePublishedBlogs();
  const [query, setQuery] = useBlogQuery();
  const searchId = useId();
  const shown = blogs ? filterBlogs(blogs, query) : [];

  return (
    <main id="main" className="content-page blog-list">
      <h1 className="blog-list__title">{page.title}</h1>
      {isLoading && <p role="status">Loading blogs...</p>}
      {/* A failed re-check of a list already shown changes nothing the visitor can use. */}
      {error && !blogs && (
        <p role="alert" className="blog-list__error">
          {error.message}
        </p>
      )}
      {blogs && blogs.length === 0 && (
        <p className="blog-list__empty">
          No articles yet. New ones on chest, lung and sleep health will appear here soon.
        </p>
      )}
      {blogs && blogs.length > 0 && (
        <>
          <div className="blog-list__search" role="search">
            <label htmlFor={searchId}>Search blogs</label>
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder="Search by title or subtitle"
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {/* One live region: read out as the list narrows, silent until the visitor searches. */}
          <p className="blog-list__status" role="status">
            {searchStatus(shown.length, query)}
          </p>
          {shown.length > 0 ? (
            <ul className="blog-list__grid">
              {shown.map((blog, index) => (
                <li key={blog._id}>
                  <BlogCard blog={blog} first={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <button type="button" className="blog-list__clear" onClick={() => setQuery('')}>
              Clear search
            </button>
          )}
        </>
      )}
    </main>
  );
}
