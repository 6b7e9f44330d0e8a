import { useId, useReducer, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Blog, BlogStatus } from '@clinic/contracts/entities/blog';
import { useAppDispatch } from '@clinic/browser-kit/store/hooks';
import { saveBlog } from '../../store/blogs-slice';
import {
  blogFormData,
  blogFormReducer,
  blogFormSnapshot,
  initialBlogForm,
  validateBlogForm,
  type BlogFormErrors,
} from './blog-form-state';
import { ConfirmDialog } from '../../components/modal/confirm-dialog';
import { Modal } from '../../components/modal/modal';
import { ImageField } from './image-field';
import { SectionsField } from './sections-field';
import { TextField } from './text-field';

interface BlogEditorProps {
  /** The blog to edit; none to add one. */
  blog?: Blog;
  onClose: () => void;
}

/**
 * The add/edit modal (product §2, §5). A failed save keeps every value and says why; closing with
 * unsaved changes asks first.
 */
export function BlogEditor({ blog, onClose }: BlogEditorProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [state, update] = useReducer(blogFormReducer, blog, initialBlogForm);
  const [savedSnapshot] = useState(() => blogFormSnapshot(initialBlogForm(blog)));
  const [errors, setErrors] = useState<BlogFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  /** Share of the upload sent, or null when no save is under way. */
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const saving = progress !== null;
  const editing = Boolean(blog);

  function requestClose() {
    if (blogFormSnapshot(state) !== savedSnapshot) setConfirmingClose(true);
    else onClose();
  }

  function edit(field: 'title' | 'subTitle', value: string) {
    update({ type: 'field', field, value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validateBlogForm(state);
    setErrors(found);
    const firstInvalid = (['title', 'subTitle'] as const).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    setSaveError(null);
    setProgress(0);
    // Each step is painted as it comes: the last one (100%) lands just before the answer, and
    // a batched render would skip it when the modal closes straight after.
    const onProgress = (sent: number) => flushSync(() => setProgress(sent));
    const result = await dispatch(
      saveBlog({ id: blog?._id, body: blogFormData(state), onProgress }),
    );
    if (saveBlog.fulfilled.match(result)) {
      onClose();
      return;
    }
    setProgress(null);
    setSaveError(result.payload ?? null);
  }

  return (
    <Modal title={editing ? 'Edit Blog' : 'Add Blog'} onClose={requestClose} size="wide">
      <form className="bm-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="bm-hint">Title and subtitle are required; everything else is optional.</p>
        <TextField
          id={`${id}-title`}
          label="Title"
          value={state.title}
          onChange={(value) => edit('title', value)}
          required
          error={errors.title}
        />
        <TextField
          id={`${id}-subTitle`}
          label="Subtitle"
          value={state.subTitle}
          onChange={(value) => edit('subTitle', value)}
          rows={2}
          required
          error={errors.subTitle}
        />
        <div className="bm-field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={state.status}
            onChange={(event) =>
              update({ type: 'status', value: event.target.value as BlogStatus })
            }
          >
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        </div>
        <ImageField
          keptImage={state.keptImage}
          chosenImage={state.chosenImage}
          onChoose={(image) => update({ type: 'chooseImage', image })}
          onRemove={() => update({ type: 'removeImage' })}
        />
        <SectionsField
          idPrefix={id}
          sections={state.sections}
          nextKey={state.nextKey}
          dispatch={update}
        />
        {saveError && (
          <p className="bm-error bm-form__error" role="alert">
            {saveError}
          </p>
        )}
        {saving && (
          <div className="bm-progress">
            <label htmlFor={`${id}-progress`}>Uploading</label>
            <progress id={`${id}-progress`} max={100} value={Math.round(progress * 100)} />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        )}
        <div className="dash-modal__actions">
          <button
            type="button"
            className="dash-button dash-button--secondary"
            onClick={requestClose}
          >
            Cancel
          </button>
          <button
            type="submit"
            className="dash-button dash-button--primary"
            aria-disabled={saving || undefined}
          >
            {saving ? 'Saving...' : editing ? 'Update Blog' : 'Create Blog'}
          </button>
        </div>
      </form>
      {confirmingClose && (
        // Nested in the editor: it takes Escape first, and closing it returns to the form.
        <ConfirmDialog
          title="Discard changes?"
          message="You have unsaved changes. Close without saving them?"
          confirmLabel="Discard changes"
          cancelLabel="Keep editing"
          onConfirm={onClose}
          onCancel={() => setConfirmingClose(false)}
        />
      )}
    </Modal>
  );
}
