import { useState } from 'react';
import type { SocialLink } from '@clinic/contracts/entities/link';
import { useAddLinkMutation, useDeleteLinkMutation, useGetLinksQuery } from './links-api';
import { ListStatus } from '../../components/list-status';
import { ConfirmDelete } from '../../components/modal/confirm-delete';
import { Modal } from '../../components/modal/modal';
import { useConfirmedAction } from '../../components/modal/use-confirmed-action';
import { SearchField } from '../../components/search-field';
import { PageHeader } from '../../components/page-header';
import { groupLinks } from './group-links';
import { LinkForm } from './link-form';
import { LinkGroupTable } from './link-group-table';
import '../../components/button.scss';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';
import './links-manager.scss';

const NO_LINKS: SocialLink[] = [];

/** Product §2 Links: add, search by category label, grouped tables, delete after confirmation. */
export function LinksManager({ title }: { title: string }) {
  const { data: links = NO_LINKS, isLoading } = useGetLinksQuery();
  const [addLink] = useAddLinkMutation();
  const [deleteLink] = useDeleteLinkMutation();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const removal = useConfirmedAction((link: SocialLink) => deleteLink(link._id));

  const groups = groupLinks(links, search);

  return (
    <main id="main" className="dashboard-page links-manager" tabIndex={-1}>
      <PageHeader title={title}>
        <button
          type="button"
          className="dash-button dash-button--primary"
          onClick={() => setAdding(true)}
        >
          Add Link
        </button>
      </PageHeader>
      <div className="dash-toolbar">
        <SearchField label="Search by category" value={search} onChange={setSearch} />
      </div>
      <ListStatus
        loading={isLoading}
        empty={groups.length === 0}
        loadingText="Loading links..."
        emptyText="No links found"
      >
        {groups.map((group) => (
          <LinkGroupTable key={group.category} group={group} onDelete={removal.ask} />
        ))}
      </ListStatus>
      {adding && (
        <Modal title="Add Link" onClose={() => setAdding(false)}>
          <LinkForm
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              const saved = !('error' in (await addLink(input)));
              if (saved) setAdding(false);
              return saved;
            }}
          />
        </Modal>
      )}
      <ConfirmDelete action={removal} message="Are you sure you want to delete this link?" />
    </main>
  );
}
