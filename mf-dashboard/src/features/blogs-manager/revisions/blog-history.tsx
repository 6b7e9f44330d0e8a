import { useId, useState } from 'react';
import type { Blog } from '@clinic/contracts/entities/blog';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { Modal } from '../../../components/modal/modal';
import { blogChanges } from './blog-changes';
import { useGetBlogRevisionsQuery, useRestoreRevisionMutation } from '../blogs-api';

/**
 * A blog's saves (who, when), newest first: open one to see what it said that differs from now,
 * and restore it (which is itself a new save).
 */
export function BlogHistory({ blog, onClose }: { blog: Blog; onClose: () => void }) {
  const id = useId();
  const { data: revisions = [], isLoading } = useGetBlogRevisionsQuery(blog._id);
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = revisions.find((revision) => revision._id === openId) ?? null;
  const changes = open ? blogChanges(open.blog, blog) : [];

  return (
    <Modal title={`History of “${blog.title}”`} onClose={onClose} size="wide">
      {isLoading ? (
        <p role="status">Loading history...</p>
      ) : revisions.length === 0 ? (
        <p role="status">No saved versions yet</p>
      ) : (
        <ol className="bm-history">
          {revisions.map((revision, index) => (
            <li key={revision._id}>
              <button
                type="button"
                className="dash-button dash-button--secondary dash-button--small"
                aria-expanded={openId === revision._id}
                aria-controls={openId === revision._id ? `${id}-changes` : undefined}
                onClick={() => setOpenId(openId === revision._id ? null : revision._id)}
              >
                {formatClinicTimestamp(revision.savedAt)}, {revision.savedBy}
                {index === 0 ? ' (current)' : ''}
              </button>
            </li>
          ))}
        </ol>
      )}
      {open && (
        <section id={`${id}-changes`} aria-labelledby={`${id}-changes-title`}>
          <h3 id={`${id}-changes-title`}>
            The version of {formatClinicTimestamp(open.savedAt)} compared with now
          </h3>
          {changes.length === 0 ? (
            <p>It says the same as the blog now.</p>
          ) : (
            <table className="dash-table bm-history__changes">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">That version</th>
                  <th scope="col">Now</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row" data-label="Field">
                      {change.field}
                    </th>
                    <td data-label="That version">
                      <del>{change.then}</del>
                    </td>
                    <td data-label="Now">
                      <ins>{change.now}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="dash-modal__actions">
            <button
              type="button"
              className="dash-button dash-button--primary"
              disabled={restoring || changes.length === 0}
              onClick={() =>
                void restore({
                  blogId: blog._id,
                  revisionId: open._id,
                  savedAt: open.savedAt,
                }).then((result) => {
                  if (!result.error) onClose();
                })
              }
            >
              Restore this version
            </button>
          </div>
        </section>
      )}
    </Modal>
  );
}
