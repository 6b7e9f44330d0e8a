import { useId, useRef, useState } from 'react';
import type { Blog } from '@clinic/contracts/entities/blog';
import { useDeleteBlogMutation, useGetBlogsQuery, useToggleBlogStatusMutation } from './blogs-api';
import { ConfirmDialog } from '../../components/modal/confirm-dialog';
import { useConfirmedAction } from '../../components/modal/use-confirmed-action';
import { BLOG_COLUMNS, BlogRow } from './blog-row';
import { BlogEditor } from './blog-editor';
import { keptCopies } from './kept-copy';
import { DeletedBlogs } from './deleted-blogs';
import { BlogHistory } from './blog-history';
import { PreviewLinks } from './preview-links';
import { useOpenPreview } from './use-open-preview';
import '../../components/button.scss';
import './blogs-manager.scss';

type Editor = { blog?: Blog } | null;

const NO_BLOGS: Blog[] = [];

/**
 * The dashboard's Blogs page (product §2): title search, Add Blog, the table with status badges,
 * Edit, Delete and View, and the add/edit modal. Failures go to toasts, not into the list (§8).
 */
export function BlogsManager({ title }: { title: string }) {
  const { data: blogs = NO_BLOGS, isLoading, isFetching } = useGetBlogsQuery();
  const [deleteBlog] = useDeleteBlogMutation();
  const [toggleBlogStatus] = useToggleBlogStatusMutation();
  const searchId = useId();
  const deletedId = useId();
  const [showDeleted, setShowDeleted] = useState(false);
  const [history, setHistory] = useState<Blog | null>(null);
  const [previewLinks, setPreviewLinks] = useState<Blog | null>(null);
  const openPreview = useOpenPreview();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<Editor>(null);
  // Changes kept in this browser from an editor that closed without saving (a closed tab, an
  // expired session): offered back here.
  const [copies, setCopies] = useState(keptCopies);
  const removal = useConfirmedAction((blog: Blog) => deleteBlog(blog._id));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [statusBusy, setStatusBusy] = useState<ReadonlySet<string>>(new Set());

  const needle = query.trim().toLowerCase();
  const shown = needle ? blogs.filter((blog) => blog.title.toLowerCase().includes(needle)) : blogs;

  const toggleIn = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  async function toggleStatus(blog: Blog) {
    setStatusBusy((busy) => toggleIn(busy, blog._id, true));
    await toggleBlogStatus(blog);
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
      {copies.map((copy) => {
        const known = copy.blogId ? blogs.find((entry) => entry._id === copy.blogId) : undefined;
        if (copy.blogId && !known) return null;
        return (
          <div key={copy.blogId ?? 'new'} className="bm-kept-copy" role="status">
            <p>
              Unsaved changes to {copy.values.title ? `“${copy.values.title}”` : 'a new blog'} are
              kept on this device.
            </p>
            <button
              type="button"
              className="dash-button dash-button--primary dash-button--small"
              onClick={() => setEditor({ blog: known })}
            >
              Continue editing
            </button>
          </div>
        );
      })}
      <h2 className="bm-visually-hidden">Blogs</h2>
      {isLoading ? (
        <p role="status">Loading blogs...</p>
      ) : shown.length === 0 ? (
        <p role="status">No blogs found</p>
      ) : (
        <table className="bm-table" aria-busy={isFetching || undefined}>
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
                onHistory={() => setHistory(blog)}
                onPreview={() => void openPreview(() => Promise.resolve(blog._id))}
                onPreviewLinks={() => setPreviewLinks(blog)}
              />
            ))}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className="dash-button dash-button--secondary bm-deleted__toggle"
        aria-expanded={showDeleted}
        aria-controls={showDeleted ? deletedId : undefined}
        onClick={() => setShowDeleted((open) => !open)}
      >
        Recently deleted
      </button>
      {showDeleted && (
        <div id={deletedId}>
          <DeletedBlogs headingId={`${deletedId}-heading`} />
        </div>
      )}
      {history && (
        <BlogHistory
          // The list's copy, so a restore shows in the comparison once the list has it.
          blog={blogs.find((entry) => entry._id === history._id) ?? history}
          onClose={() => setHistory(null)}
        />
      )}
      {previewLinks && <PreviewLinks blog={previewLinks} onClose={() => setPreviewLinks(null)} />}
      {editor && (
        <BlogEditor
          key={editor.blog?._id ?? 'new'}
          blog={editor.blog}
          onClose={() => {
            setEditor(null);
            setCopies(keptCopies());
          }}
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
