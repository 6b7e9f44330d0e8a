import { useId, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatClinicTimestamp } from '@clinic/contracts/dates/clinic-time';
import { withPendingChange, type Blog } from '@clinic/contracts/entities/blog';
import {
  useDiscardPendingChangesMutation,
  useKeepPendingChangesMutation,
  usePublishPendingChangesMutation,
  useSaveBlogMutation,
} from '../blogs-api';
import {
  blogFormData,
  blogFormSchema,
  blogFormValues,
  type BlogFormValues,
} from '../blog-form-values';
import { forgetCopy, readKeptCopy } from '../drafts/kept-copy';
import { useServerCopy } from '../drafts/editor-drafts-api';
import { autosaveText, useAutosave } from '../drafts/use-autosave';
import { useUnsavedChanges } from '../drafts/use-unsaved-changes';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog';
import { Modal } from '../../../components/modal/modal';
import { ImageField } from './image-field';
import { SectionsField } from './sections-field';
import { TextField } from './text-field';
import { PendingChangesNotice } from './pending-changes-notice';
import { useOpenPreview } from '../preview/use-open-preview';

// The form keeps its values as typed (trimmed when sent): the schema only checks them.
const resolver = zodResolver(blogFormSchema, undefined, { raw: true });

interface BlogEditorProps {
  /** The blog to edit; none to add one. */
  blog?: Blog;
  onClose: () => void;
}

/**
 * The add/edit modal (product §2, §5). A failed save keeps every value and says why; closing with
 * unsaved changes asks first. Preview and Keep as pending save without publishing (issue 43).
 */
export function BlogEditor({ blog, onClose }: BlogEditorProps) {
  const [saveBlog] = useSaveBlogMutation();
  const [keepPending] = useKeepPendingChangesMutation();
  const [publishPending] = usePublishPendingChangesMutation();
  const [discardPending] = useDiscardPendingChangesMutation();
  const openPreview = useOpenPreview();
  const id = useId();
  // The blog as the server has it now: a new blog has one once Preview saved it as a draft.
  const [current, setCurrent] = useState(blog);
  // A published blog's pending changes are what the editor opens on.
  const [opened, setOpened] = useState(() => blogFormValues(blog && withPendingChange(blog)));
  const hadImage = Boolean(current && withPendingChange(current).image);
  // Changes this browser kept from an earlier visit (a closed tab, an expired session) come back.
  // Changes this browser kept from an earlier visit; the server's autosaved draft follows.
  const [restored, setRestored] = useState(() => readKeptCopy(blog?._id));
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<BlogFormValues>({
    // A copy kept by an older editor may lack a field: the blog's own value fills it.
    defaultValues: restored ? { ...opened, ...restored.values, chosenImage: null } : opened,
    resolver,
    // Checked when sent; a message goes away as soon as its field is edited (product §5).
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control }) as BlogFormValues;
  const unsaved = useUnsavedChanges(blog?._id, values, opened);
  const [offerDiscard, setOfferDiscard] = useState(restored !== null);
  const autosave = useAutosave(blog?._id, values, unsaved);
  const serverCopy = useServerCopy(blog?._id);
  // The server's draft (another device, a cleared browser) arrives after the form opened: it is
  // offered, never forced over what is in the form.
  const newerOnServer =
    serverCopy && serverCopy.keptAt > (restored?.keptAt ?? '') ? serverCopy : null;
  function takeServerDraft(copy: NonNullable<typeof serverCopy>) {
    reset({ ...opened, ...copy.values, chosenImage: null });
    setRestored(copy);
    setOfferDiscard(true);
    document.getElementById(`${id}-title`)?.focus();
  }
  const [saveError, setSaveError] = useState<string | null>(null);
  /** Share of the upload sent, or null when no save is under way. */
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const saving = progress !== null;
  const editing = Boolean(blog);

  function requestClose() {
    if (unsaved) setConfirmingClose(true);
    else onClose();
  }

  /** Closing without the changes: this browser's copy goes too. */
  function discardAndClose() {
    forgetCopy(blog?._id);
    void autosave.forgetDraft();
    onClose();
  }

  function discardRestored() {
    reset(opened);
    forgetCopy(blog?._id);
    void autosave.forgetDraft({ closing: false });
    setOfferDiscard(false);
    // The button goes with the notice: the focus goes to the top of the form, not the page.
    document.getElementById(`${id}-title`)?.focus();
  }

  // Enter in a one-line field never sends the form (a phone keyboard's Go is an Enter too): a
  // half-written blog is saved, or published, only by its button.
  function keepEnterFromSaving(event: KeyboardEvent<HTMLFormElement>) {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement)) return;
    if (field.type === 'file' || field.type === 'checkbox') return;
    event.preventDefault();
  }

  const edited = (field: 'title' | 'subTitle' | 'imageAlt') => ({
    ...register(field, { onChange: () => clearErrors(field) }),
  });

  const submit = handleSubmit(async (values) => {
    if (saving) return;
    setSaveError(null);
    setProgress(0);
    // Each step is painted as it comes: the last one (100%) lands just before the answer, and
    // a batched render would skip it when the modal closes straight after.
    const onProgress = (sent: number) => flushSync(() => setProgress(sent));
    const body = blogFormData(values, hadImage);
    const result = await saveBlog({ id: current?._id, body, onProgress });
    if (!result.error) {
      forgetCopy(blog?._id);
      void autosave.forgetDraft();
      onClose();
      return;
    }
    setProgress(null);
    setSaveError(result.error.message ?? null);
  });

  /**
   * Saves the form without publishing anything: a published blog's changes as pending, any other
   * blog as a draft (its schedule as saved). Answers the saved blog; null when refused (the form
   * then says why).
   */
  async function keepUnpublished(values: BlogFormValues): Promise<Blog | null> {
    if (saving) return null;
    setSaveError(null);
    setProgress(0);
    const onProgress = (sent: number) => flushSync(() => setProgress(sent));
    const result =
      current?.status === 'published'
        ? await keepPending({ id: current._id, body: blogFormData(values, hadImage), onProgress })
        : await saveBlog({
            id: current?._id,
            body: blogFormData(
              { ...values, status: 'draft', publishAt: opened.publishAt },
              hadImage,
            ),
            onProgress,
          });
    setProgress(null);
    if (result.error) {
      setSaveError(result.error.message ?? null);
      return null;
    }
    const saved = result.data;
    const savedValues = blogFormValues(withPendingChange(saved));
    forgetCopy(blog?._id);
    void autosave.forgetDraft({ closing: false });
    setCurrent(saved);
    setOpened(savedValues);
    // The status and schedule chosen in the form stay chosen: they were not saved.
    reset({ ...savedValues, status: values.status, publishAt: values.publishAt });
    return saved;
  }

  /** What is typed, as patients would see it, in a new tab; saved first when it changed. */
  function preview() {
    void openPreview(async () => {
      if (current && !unsaved) return current._id;
      const kept: { blog?: Blog | null } = {};
      await handleSubmit(async (values) => {
        kept.blog = await keepUnpublished(values);
      })();
      return kept.blog?._id ?? null;
    });
  }

  /** The changes in the form (saved over the pending ones) or, when none, the pending ones. */
  async function publishChanges(blogId: string) {
    if (unsaved) {
      setValue('status', 'published');
      return submit();
    }
    if ((await publishPending(blogId)).error) return;
    forgetCopy(blog?._id);
    onClose();
  }

  async function discardChanges(blogId: string) {
    if ((await discardPending(blogId)).error) return;
    discardAndClose();
  }

  return (
    <Modal title={editing ? 'Edit Blog' : 'Add Blog'} onClose={requestClose} size="wide">
      <form
        className="bm-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={keepEnterFromSaving}
        // Leaving a field saves the draft at once (the form keeps no duplicate).
        onBlur={autosave.saveNow}
      >
        {offerDiscard && restored && (
          <div className="bm-kept-copy" role="status">
            <p>
              Unsaved changes from {formatClinicTimestamp(restored.keptAt)}, kept{' '}
              {restored.fromServer ? 'on the server' : 'on this device'}, are back in the form.
              {restored.imageLeftOut && ' The image you had chosen was not kept: choose it again.'}
            </p>
            <button
              type="button"
              className="dash-button dash-button--secondary dash-button--small"
              onClick={discardRestored}
            >
              Discard them
            </button>
          </div>
        )}
        <p className="bm-hint">Title and subtitle are required; everything else is optional.</p>
        <TextField
          id={`${id}-title`}
          label="Title"
          field={edited('title')}
          required
          error={errors.title?.message}
        />
        <TextField
          id={`${id}-subTitle`}
          label="Subtitle"
          field={edited('subTitle')}
          rows={2}
          required
          error={errors.subTitle?.message}
        />
        <div className="bm-field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} {...register('status')}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        </div>
        {values.status === 'draft' && (
          <TextField
            id={`${id}-publishAt`}
            label="Publish at"
            hint="Optional: the blog goes public by itself at this minute, clinic time (India). Empty keeps it a draft."
            field={register('publishAt')}
            type="datetime-local"
          />
        )}
        <ImageField
          keptImage={values.keptImage}
          chosenImage={values.chosenImage}
          onChoose={(image) => setValue('chosenImage', image)}
          onRemove={() => {
            setValue('chosenImage', null);
            setValue('keptImage', null);
          }}
        />
        {(values.chosenImage || values.keptImage) && (
          <TextField
            id={`${id}-imageAlt`}
            label="Alt text"
            hint="What the image shows, for patients who use a screen reader. Needed to publish."
            field={edited('imageAlt')}
            error={errors.imageAlt?.message}
          />
        )}
        <TextField
          id={`${id}-description`}
          label="Description"
          hint="A sentence or two for search results and link previews; the subtitle is used when empty."
          field={register('description')}
          rows={2}
          error={errors.description?.message}
        />
        <SectionsField idPrefix={id} control={control} register={register} getValues={getValues} />
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
          <p className="bm-autosave" role="status">
            {autosaveText[autosave.state]}
          </p>
          {newerOnServer && (
            // After the fields, so the dialog's keyboard order (×, Title, …) stays as it was.
            <p className="bm-server-copy">
              Changes saved on the server at {formatClinicTimestamp(newerOnServer.keptAt)}.{' '}
              <button
                type="button"
                className="dash-button dash-button--secondary dash-button--small"
                onClick={() => takeServerDraft(newerOnServer)}
              >
                Use them
              </button>
            </p>
          )}
          {current?.pending && (
            <PendingChangesNotice
              pending={current.pending}
              busy={saving}
              onPublish={() => void publishChanges(current._id)}
              onDiscard={() => void discardChanges(current._id)}
            />
          )}
          <button
            type="button"
            className="dash-button dash-button--secondary"
            onClick={requestClose}
          >
            Cancel
          </button>
          <button
            type="button"
            className="dash-button dash-button--secondary"
            aria-disabled={saving || undefined}
            onClick={preview}
          >
            Preview
            <span className="dash-visually-hidden"> as a patient (opens in a new tab)</span>
          </button>
          {current?.status === 'published' && (
            <button
              type="button"
              className="dash-button dash-button--secondary"
              aria-disabled={saving || undefined}
              onClick={() => void handleSubmit(keepUnpublished)()}
            >
              Keep as pending
            </button>
          )}
          {values.status === 'draft' && (
            // Publishing is its own action, never a side effect of saving; before the save
            // button, which stays the dialog's last stop for the keyboard.
            <button
              type="button"
              className="dash-button dash-button--secondary"
              aria-disabled={saving || undefined}
              onClick={() => {
                setValue('status', 'published');
                // Not published after all (a field to fix, a refusal): the form stays a draft.
                void submit().then(() => setValue('status', 'draft'));
              }}
            >
              Publish
            </button>
          )}
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
          onConfirm={discardAndClose}
          onCancel={() => setConfirmingClose(false)}
        />
      )}
    </Modal>
  );
}
