import { useEffect, useId, useRef, useState } from 'react';
import type { Blog } from '@clinic/contracts/entities/blog';
import { useAppDispatch, useAppSelector } from '@clinic/browser-kit/store/hooks';
import { changeThenRefetch } from '../../store/change-then-refetch';
import { deleteBlog, fetchBlogs, toggleBlogStatus } from '../../store/blogs-slice';
import { ConfirmDialog } from '../../components/modal/confirm-dialog';
import { useConfirmedAction } from '../../components/modal/use-confirmed-action';
import { BLOG_COLUMNS, BlogRow } from './blog-row';
import { BlogEditor } from './blog-editor';
import '../../components/button.scss';
import './blogs-manager.scss';

type Editor = { blog?: Blog } | null;

const NO_BLOGS: Blog[] = [];

/**
 * The dashboard's Blogs page (product §2): title search, Add Blog, the table with status badges,
 * Edit, Delete and View, and the add/edit modal. Failures go to toasts, not into the list (§8).
 */
export function BlogsManager({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const blogs = useAppSelector((state) => state.blog?.blogs ?? NO_BLOGS);
  const loading = useAppSelector((state) => state.blog?.loading ?? false);
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [listed, setListed] = useState(false);
  const [editor, setEditor] = useState<Editor>(null);
  const removal = useConfirmedAction((blog: Blog) =>
    dispatch(changeThenRefetch(deleteBlog(blog._id), fetchBlogs())),
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [statusBusy, setStatusBusy] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    void dispatch(fetchBlogs()).then(() => setListed(true));
  }, [dispatch]);

  const needle = query.trim().toLowerCase();
  const shown = needle ? blogs.filter((blog) => blog.title.toLowerCase().includes(needle)) : blogs;
  const waitingForList = !listed && blogs.length === 0;

  const toggleIn = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  async function toggleStatus(blog: Blog) {
    setStatusBusy((busy) => toggleIn(busy, blog._id, true));
    await dispatch(toggleBlogStatus(blog));
    setStatusBusy((busy) => toggleIn(busy, blog._id, false));
  }

  return (
    <main id="main" className="dashboard-page blogs-manager" tabIndex={-1}>
      <div className="blogs-manager__header">
        <div>
          <h1>{title}</h1>
          <p className="blogs-manager__lead">Manage all blogs</p>
        </div>
        <button
          type="button"
          className="dash-button dash-button--primary"
          onClick={() => setEditor({})}
        >
          Add Blog
        </button>
      </div>
      <div className="bm-field blogs-manager__search">
        <label htmlFor={searchId}>Search blogs by title</label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <h2 className="bm-visually-hidden">Blogs</h2>
      {waitingForList ? (
        <p role="status">Loading blogs...</p>
      ) : shown.length === 0 ? (
        <p role="status">No blogs found</p>
      ) : (
        <table className="bm-table" aria-busy={loading || undefined}>
          <thead>
            <tr>
              {BLOG_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((blog) => (
              <BlogRow
                key={blog._id}
                blog={blog}
                expanded={expanded.has(blog._id)}
                statusBusy={statusBusy.has(blog._id)}
                onToggleExpanded={() =>
                  setExpanded((open) => toggleIn(open, blog._id, !open.has(blog._id)))
                }
                onToggleStatus={() => void toggleStatus(blog)}
                onEdit={() => setEditor({ blog })}
                onDelete={() => removal.ask(blog)}
              />
            ))}
          </tbody>
        </table>
      )}
      {editor && (
        <BlogEditor
          key={editor.blog?._id ?? 'new'}
          blog={editor.blog}
          onClose={() => setEditor(null)}
        />
      )}
      {removal.pending && (
        <ConfirmDialog
          title="Delete Blog"
          message={`Are you sure you want to delete “${removal.pending.title}”?`}
          confirmLabel={removal.busy ? 'Deleting...' : 'Delete'}
          busy={removal.busy}
          onCancel={removal.cancel}
          onConfirm={() => void removal.confirm()}
          // Once deleted, the row and its Delete button are gone: the search box is nearest.
          returnFocus={searchRef}
        />
      )}
    </main>
  );
}
