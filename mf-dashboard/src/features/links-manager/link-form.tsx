import { useId, useState, type FormEvent } from 'react';
import { linkCategories } from '@clinic/contracts/entities/link';
import {
  LINK_CATEGORIES,
  socialLinkSchema,
  type SocialLinkInput,
} from '@clinic/contracts/schemas/social-link';

import { FieldError } from '../../components/field-error';

type Field = 'category' | 'url';
type Errors = Partial<Record<Field, string>>;

interface Props {
  /** Resolves true when the link was saved (the form is then closed by its owner). */
  onSubmit: (input: SocialLinkInput) => Promise<boolean>;
  onCancel: () => void;
}

/** The Add Link form (product §5): a category by its label, and an http(s) URL. */
export function LinkForm({ onSubmit, onCancel }: Props) {
  const categoryId = useId();
  const urlId = useId();
  const [category, setCategory] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = socialLinkSchema.safeParse({ category: category || undefined, url });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      document.getElementById(found.category ? categoryId : urlId)?.focus();
      return;
    }
    setSaving(true);
    const saved = await onSubmit(parsed.data);
    // Closed on success; on failure the typed values stay for another try.
    if (!saved) setSaving(false);
  }

  // The attributes that tie a control to its message, and clear the message when it is edited.
  const fieldProps = (field: Field, id: string) => ({
    id,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${id}-error` : undefined,
  });
  const edited = (field: Field) => setErrors(({ [field]: _, ...rest }) => rest);

  return (
    <form onSubmit={submit} noValidate>
      <div className="dash-field">
        <label htmlFor={categoryId}>Category</label>
        <select
          {...fieldProps('category', categoryId)}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            edited('category');
          }}
        >
          <option value="">Select a category</option>
          {LINK_CATEGORIES.map((key) => (
            <option key={key} value={key}>
              {linkCategories[key]}
            </option>
          ))}
        </select>
        <FieldError id={`${categoryId}-error`} message={errors.category} />
      </div>
      <div className="dash-field">
        <label htmlFor={urlId}>URL</label>
        <input
          {...fieldProps('url', urlId)}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            edited('url');
          }}
        />
        <FieldError id={`${urlId}-error`} message={errors.url} />
      </div>
      <div className="dash-modal__actions">
        <button type="button" className="dash-button dash-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="dash-button dash-button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Link'}
        </button>
      </div>
    </form>
  );
}
