import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/modal/confirm-dialog';
import { Modal } from '../../components/modal/modal';
import type { SocialLink } from '@clinic/shared/entities/link';
import { useAppDispatch, useAppSelector } from '@clinic/shared/store/hooks';
import { groupLinks } from './group-links';
import { LinkForm } from './link-form';
import { LinkGroupTable } from './link-group-table';
import { addLink, deleteLink, fetchLinks } from './links-thunks';
import '../../components/button.scss';
import '../../components/dashboard-ui.scss';
import '../../components/data-table.scss';
import './links-manager.scss';

const NO_LINKS: SocialLink[] = [];

/** Spec §2 Links: add, search by category label, grouped tables, delete after confirmation. */
export function LinksManager({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const searchId = useId();
  const links = useAppSelector((state) => state.links?.links ?? NO_LINKS);
  const loading = useAppSelector((state) => state.links?.loading ?? true);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<SocialLink | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    void dispatch(fetchLinks());
  }, [dispatch]);

  const groups = groupLinks(links, search);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    await dispatch(deleteLink(toDelete._id));
    setDeleting(false);
    setToDelete(null);
  }

  return (
    <main id="main" className="dashboard-page links-manager" tabIndex={-1}>
      <div className="dash-page-header">
        <h1>{title}</h1>
        <button
          type="button"
          className="dash-button dash-button--primary"
          onClick={() => setAdding(true)}
        >
          Add Link
        </button>
      </div>
      <div className="dash-toolbar">
        <div className="dash-field">
          <label htmlFor={searchId}>Search by category</label>
          <input
            id={searchId}
            type="search"
            placeholder="Search by category"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {loading && links.length === 0 ? (
        <p className="dash-note" role="status">
          Loading links...
        </p>
      ) : groups.length === 0 ? (
        <p className="dash-note">No links found</p>
      ) : (
        groups.map((group) => (
          <LinkGroupTable key={group.category} group={group} onDelete={setToDelete} />
        ))
      )}
      {adding && (
        <Modal title="Add Link" onClose={() => setAdding(false)}>
          <LinkForm
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              const saved = await dispatch(addLink(input));
              if (saved) setAdding(false);
              return saved;
            }}
          />
        </Modal>
      )}
      {toDelete && (
        <ConfirmDialog
          title="Confirm Delete"
          message="Are you sure you want to delete this link?"
          busy={deleting}
          onCancel={() => setToDelete(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </main>
  );
}
