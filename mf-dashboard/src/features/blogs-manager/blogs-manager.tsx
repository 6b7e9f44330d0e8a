import { useId, useRef, useState } from 'react';
import type { Blog } from '@clinic/contracts/entities/blog';
import { useDeleteBlogMutation, useGetBlogsQuery } from './blogs-api';
import { ConfirmDialog } from '../../components/modal/confirm-dialog';
import { ListStatus } from '../../components/list-status';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useConfirmedAction } from '../../components/modal/use-confirmed-action';
import { BlogTable } from './list/blog-table';
import { BlogEditor } from './editor/blog-editor';
import { keptCopies } from './drafts/kept-copy';
import { DeletedBlogs } from './trash/deleted-blogs';
import { BlogHistory } from './revisions/blog-history';
import { PreviewLinks } from './preview/preview-links';
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
  const deletedId = useId();
  const [showDeleted, setShowDeleted] = useState(false);
  const [history, setHistory] = useState<Blog | null>(null);
  const [previewLinks, setPreviewLinks] = useState<Blog | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<Editor>(null);
  // Changes kept in this browser from an editor that closed without saving (a closed tab, an
  // expired session): offered back here.
  const [copies, setCopies] = useState(keptCopies);
  const removal = useConfirmedAction((blog: Blog) => deleteBlog(blog._id));

  const needle = query.trim().toLowerCase();
  const shown = needle ? blogs.filter((blog) => blog.title.toLowerCase().includes(needle)) : blogs;

  return (
    <main id="main" className="dashboard-page blogs-manager" tabIndex={-1}>
      <PageHeader title={title} lead="Manage all blogs">
        <button
          type="button"
          className="dash-button dash-button--primary"
          onClick={() => setEditor({})}
        >
          Add Blog
        </button>
      </PageHeader>
      <div className="blogs-manager__search">
        <SearchField
          label="Search blogs by title"
          value={query}
          onChange={setQuery}
          ref={searchRef}
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
      <ListStatus
        loading={isLoading}
        empty={shown.length === 0}
        loadingText="Loading blogs..."
        emptyText="No blogs found"
        announceEmpty
      >
        <BlogTable
          blogs={shown}
          busy={isFetching}
          onEdit={(blog) => setEditor({ blog })}
          onDelete={removal.ask}
          onHistory={setHistory}
          onPreviewLinks={setPreviewLinks}
        />
      </ListStatus>
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
