import type { Blog } from '@clinic/contracts/entities/blog';
import type { PreviewLinkEntry } from '@clinic/contracts/blog-preview';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { DataTableHead } from '../../../components/data-table-head';
import { ListStatus } from '../../../components/list-status';
import { RowActionButton } from '../../../components/row-action-button';
import { Modal } from '../../../components/modal/modal';
import '../../../components/data-table.scss';
import { useEndPreviewLinkMutation, useGetPreviewLinksQuery } from '../blogs-api';

const NO_LINKS: PreviewLinkEntry[] = [];

/**
 * A blog's preview links that still work (issue 43): when each was made and ends, and a button
 * that ends one at once (a link sent to the wrong person, or no longer needed). The links
 * themselves cannot be shown again: the server keeps only their hash.
 */
export function PreviewLinks({ blog, onClose }: { blog: Blog; onClose: () => void }) {
  const {
    data: links = NO_LINKS,
    isLoading,
    isFetching,
    isError,
    refetch,
  } = useGetPreviewLinksQuery(blog._id);
  const [endLink, ending] = useEndPreviewLinkMutation();

  return (
    <Modal title={`Preview links of “${blog.title}”`} onClose={onClose} size="wide">
      <p className="dash-note">
        Links made with Preview that still work. Ending one makes it stop working for whoever has
        it.
      </p>
      <ListStatus
        failedText={
          isError && !isFetching && 'The preview links could not be loaded. Please try again.'
        }
        onRetry={() => void refetch()}
        loading={isLoading}
        empty={links.length === 0}
        loadingText="Loading preview links..."
        emptyText="No preview links are working now."
      >
        <table className="dash-table" aria-label="Working preview links" aria-busy={isFetching}>
          <DataTableHead columns={['Made', 'Works until']} />
          <tbody>
            {links.map((link, index) => {
              const until = formatClinicTimestamp(link.expiresAt);
              return (
                <tr key={link.id}>
                  <td data-label="#">{index + 1}</td>
                  <td data-label="Made">
                    {link.createdAt ? formatClinicTimestamp(link.createdAt) : 'Not recorded'}
                  </td>
                  <td data-label="Works until">{until}</td>
                  <td data-label="Actions" className="dash-table__actions">
                    <RowActionButton
                      label="End link"
                      what={`working until ${until}`}
                      disabled={ending.isLoading}
                      onClick={() => void endLink({ blogId: blog._id, id: link.id })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ListStatus>
    </Modal>
  );
}
