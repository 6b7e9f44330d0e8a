import { useState } from 'react';
import type { Blog } from '@clinic/contracts/entities/blog';
import { useToggleBlogStatusMutation } from '../blogs-api';
import { DataTableHead } from '../../../components/data-table-head';
import { useOpenPreview } from '../preview/use-open-preview';
import { BLOG_COLUMNS, BlogRow } from './blog-row';

interface BlogTableProps {
  blogs: Blog[];
  /** The list is being asked again: the table says so (`aria-busy`). */
  busy: boolean;
  onEdit: (blog: Blog) => void;
  onDelete: (blog: Blog) => void;
  onHistory: (blog: Blog) => void;
  onPreviewLinks: (blog: Blog) => void;
}

const toggleIn = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * The blogs table (product §2: Title, Subtitle, Status, Created, Actions, View): each row's
 * status badge flips the status, View opens the row's details, Preview opens the blog as
 * patients will see it; the other actions are the page's.
 */
export function BlogTable({
  blogs,
  busy,
  onEdit,
  onDelete,
  onHistory,
  onPreviewLinks,
}: BlogTableProps) {
  const [toggleBlogStatus] = useToggleBlogStatusMutation();
  const openPreview = useOpenPreview();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [statusBusy, setStatusBusy] = useState<ReadonlySet<string>>(new Set());

  async function toggleStatus(blog: Blog) {
    setStatusBusy((ids) => toggleIn(ids, blog._id, true));
    await toggleBlogStatus(blog);
    setStatusBusy((ids) => toggleIn(ids, blog._id, false));
  }

  return (
    <table className="bm-table" aria-busy={busy || undefined}>
      <DataTableHead columns={BLOG_COLUMNS} plain />
      <tbody>
        {blogs.map((blog) => (
          <BlogRow
            key={blog._id}
            blog={blog}
            expanded={expanded.has(blog._id)}
            statusBusy={statusBusy.has(blog._id)}
            onToggleExpanded={() =>
              setExpanded((open) => toggleIn(open, blog._id, !open.has(blog._id)))
            }
            onToggleStatus={() => void toggleStatus(blog)}
            onEdit={() => onEdit(blog)}
            onDelete={() => onDelete(blog)}
            onHistory={() => onHistory(blog)}
            onPreview={() => void openPreview(() => Promise.resolve(blog._id))}
            onPreviewLinks={() => onPreviewLinks(blog)}
          />
        ))}
      </tbody>
    </table>
  );
}
