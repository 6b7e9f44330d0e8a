import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { linkCategories } from '@clinic/contracts/entities/link';
import {
  LINK_CATEGORIES,
  socialLinkSchema,
  type SocialLinkInput,
} from '@clinic/contracts/schemas/social-link';

import { FieldError } from '../../components/field-error';

type Field = keyof SocialLinkInput;

interface Props {
  /** Resolves true when the link was saved (the form is then closed by its owner). */
  onSubmit: (input: SocialLinkInput) => Promise<boolean>;
  onCancel: () => void;
}

/** The Add Link form (product §5): a category by its label, and an http(s) URL. */
export function LinkForm({ onSubmit, onCancel }: Props) {
  const categoryId = useId();
  const urlId = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(socialLinkSchema),
    defaultValues: { category: '' as SocialLinkInput['category'], url: '' },
    // Checked when sent; a message goes away as soon as its field is edited (product §5).
    reValidateMode: 'onSubmit',
  });

  // The attributes that tie a control to its message, and clear the message when it is edited.
  const field = (name: Field, id: string) => ({
    id,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  // Closed by the owner on success; on failure the typed values stay for another try.
  const submit = handleSubmit(async (input) => void (await onSubmit(input)));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="dash-field">
        <label htmlFor={categoryId}>Category</label>
        <select {...field('category', categoryId)}>
          <option value="">Select a category</option>
          {LINK_CATEGORIES.map((key) => (
            <option key={key} value={key}>
              {linkCategories[key]}
            </option>
          ))}
        </select>
        <FieldError id={`${categoryId}-error`} message={errors.category?.message} />
      </div>
      <div className="dash-field">
        <label htmlFor={urlId}>URL</label>
        <input {...field('url', urlId)} type="url" inputMode="url" placeholder="https://" />
        <FieldError id={`${urlId}-error`} message={errors.url?.message} />
      </div>
      <div className="dash-modal__actions">
        <button type="button" className="dash-button dash-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="dash-button dash-button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Link'}
        </button>
      </div>
    </form>
  );
}
