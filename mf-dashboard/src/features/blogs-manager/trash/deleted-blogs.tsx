import { DELETED_BLOG_DAYS } from '@clinic/contracts/entities/blog';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { useGetDeletedBlogsQuery, useRestoreBlogMutation } from '../blogs-api';

/**
 * Blogs deleted in the last 30 days, each with Restore (it comes back as it was, published or
 * draft). Mounted only when staff open it, so the Blogs page asks for it only then.
 */
export function DeletedBlogs({ headingId }: { headingId: string }) {
  const { data: blogs = [], isLoading } = useGetDeletedBlogsQuery();
  const [restore, { isLoading: restoring }] = useRestoreBlogMutation();
  return (
    <section className="bm-deleted" aria-labelledby={headingId}>
      <h2 id={headingId}>Recently deleted</h2>
      <p className="bm-hint">
        A deleted blog can be restored for {DELETED_BLOG_DAYS} days, then it is removed for good.
      </p>
      {isLoading ? (
        <p role="status">Loading deleted blogs...</p>
      ) : blogs.length === 0 ? (
        <p role="status">No deleted blogs</p>
      ) : (
        <ul className="bm-deleted__list">
          {blogs.map((blog) => (
            <li key={blog._id}>
              <span>
                {blog.title}{' '}
                <span className="bm-hint">
                  (deleted {blog.deletedAt ? formatClinicTimestamp(blog.deletedAt) : ''})
                </span>
              </span>
              <button
                type="button"
                className="dash-button dash-button--secondary dash-button--small"
                disabled={restoring}
                onClick={() => void restore(blog._id)}
              >
                Restore<span className="bm-visually-hidden"> “{blog.title}”</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
