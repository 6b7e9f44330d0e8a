import type { SocialLink } from '@clinic/contracts/entities/link';
import type { LinkGroup } from './group-links';
import { DataTableHead } from '../../components/data-table-head';
import { RowActionButton } from '../../components/row-action-button';

interface Props {
  group: LinkGroup;
  onDelete: (link: SocialLink) => void;
}

/** One category's links: #, the URL (a new tab), and Delete. */
export function LinkGroupTable({ group, onDelete }: Props) {
  const headingId = `links-${group.category}`;
  return (
    <section className="links-manager__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="links-manager__group-title">
        {group.label}
      </h2>
      <table className="dash-table" aria-labelledby={headingId}>
        <DataTableHead columns={['URL']} />
        <tbody>
          {group.links.map((link, index) => (
            <tr key={link._id}>
              <td data-label="#">{index + 1}</td>
              <td data-label="URL">
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.url}
                  <span className="dash-visually-hidden"> (opens in a new tab)</span>
                </a>
              </td>
              <td data-label="Actions" className="dash-table__actions">
                <RowActionButton
                  label="Delete"
                  tone="danger"
                  onClick={() => onDelete(link)}
                  what={link.url}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
