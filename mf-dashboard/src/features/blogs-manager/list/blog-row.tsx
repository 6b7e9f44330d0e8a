import { useId } from 'react';
import type { Blog } from '@clinic/contracts/entities/blog';
import { BlogDetails } from './blog-details';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { StatusBadge } from './status-badge';

interface BlogRowProps {
  blog: Blog;
  expanded: boolean;
  statusBusy: boolean;
  onToggleExpanded: () => void;
  onToggleStatus: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: () => void;
  onPreview: () => void;
  onPreviewLinks: () => void;
}

export const BLOG_COLUMNS = ['Title', 'Subtitle', 'Status', 'Created', 'Actions', 'View'] as const;

/** One blog in the table, and below it, when View is pressed, its image and sections. */
export function BlogRow({
  blog,
  expanded,
  statusBusy,
  onToggleExpanded,
  onToggleStatus,
  onEdit,
  onDelete,
  onHistory,
  onPreview,
  onPreviewLinks,
}: BlogRowProps) {
  const detailsId = useId();
  const named = (text: string) => (
    <>
      {text}
      <span className="bm-visually-hidden"> “{blog.title}”</span>
    </>
  );
  return (
    <>
      <tr className="bm-table__row">
        <th scope="row" data-label="Title" className="bm-table__title">
          {blog.title}
        </th>
        <td data-label="Subtitle" className="bm-table__subtitle">
          {blog.subTitle}
        </td>
        <td data-label="Status">
          <StatusBadge blog={blog} busy={statusBusy} onToggle={onToggleStatus} />
          {blog.pending && <span className="bm-scheduled">Pending changes</span>}
          {blog.publishAt && (
            <span className="bm-scheduled">
              Goes public{' '}
              <time dateTime={blog.publishAt}>{formatClinicTimestamp(blog.publishAt)}</time>
            </span>
          )}
        </td>
        <td data-label="Created">
          <time dateTime={blog.createdAt}>{formatClinicTimestamp(blog.createdAt)}</time>
        </td>
        <td data-label="Actions">
          <div className="bm-row-actions">
            <button
              type="button"
              className="dash-button dash-button--secondary dash-button--small"
              onClick={onEdit}
            >
              {named('Edit')}
            </button>
            <button
              type="button"
              className="dash-button dash-button--secondary dash-button--small bm-danger-outline"
              onClick={onDelete}
            >
              {named('Delete')}
            </button>
            <button
              type="button"
              className="dash-button dash-button--secondary dash-button--small"
              onClick={onHistory}
            >
              {named('History')}
            </button>
            <button
              type="button"
              className="dash-button dash-button--secondary dash-button--small"
              onClick={onPreview}
            >
              {/* Not "Preview “title”": that name holds "View “title”", the row's other button. */}
              Preview
              <span className="bm-visually-hidden">
                {' '}
                as a patient: “{blog.title}” (opens in a new tab)
              </span>
            </button>
            <button
              type="button"
              className="dash-button dash-button--secondary dash-button--small"
              onClick={onPreviewLinks}
            >
              {named('Preview links')}
            </button>
          </div>
        </td>
        <td data-label="View">
          <button
            type="button"
            className="dash-button dash-button--secondary dash-button--small"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={onToggleExpanded}
          >
            {named('View')}
          </button>
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="bm-table__details">
          <td colSpan={BLOG_COLUMNS.length}>
            <BlogDetails blog={blog} />
          </td>
        </tr>
      )}
    </>
  );
}
