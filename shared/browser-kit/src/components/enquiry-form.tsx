import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { apiRequest } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { fallbackMessages } from '@clinic/contracts/copy/fallback-messages';
import type { PostedForm } from '@clinic/contracts/federation/remote-contract';
import { paths } from '@clinic/contracts/routes/paths';
import {
  ENQUIRY_LIMITS,
  enquirySchema,
  type EnquiryInput,
} from '@clinic/contracts/schemas/enquiry';
import { fieldErrors } from '@clinic/contracts/schemas/field-errors';
import { NewTabLink } from './new-tab-link';
import './enquiry-form.scss';

type Field = 'name' | 'phone' | 'message';

const errorId = (fieldId: string) => `${fieldId}-error`;

/** A label, its control, and the control's message under it (the control points at it). */
function LabelledField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="enquiry-form__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={errorId(id)} className="enquiry-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
const fields: readonly Field[] = ['name', 'phone', 'message'];

interface Values {
  name: string;
  phone: string;
  message: string;
  /** The honeypot (product §10): people never see it, so only a bot fills it in. */
  website: string;
}

const empty: Values = { name: '', phone: '', message: '', website: '' };

/** What the server sent back, as the form's first state: the fields as typed, and the reasons. */
function startingFrom(posted: PostedForm | undefined) {
  const values = { ...empty };
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    values[field] = posted?.values[field] ?? '';
    if (posted?.errors[field]) errors[field] = posted.errors[field];
  }
  return { values, errors, failure: posted?.failure ?? null };
}

interface Props {
  onSent: () => void;
  /** The server's answer to this form posted without scripts (the enquiry page passes it on). */
  postedForm?: PostedForm;
}

/**
 * The enquiry form: checked with the schema the server uses, each message beside its field until
 * that field is edited; sent to POST /api/v1/form. A failure keeps what was typed. Without
 * scripts (or before they are live) the browser posts it to the enquiry page, which the server
 * answers the same way: stored, or shown again with the same messages.
 */
export function EnquiryForm({ onSent, postedForm }: Props) {
  const id = useId();
  const [start] = useState(() => startingFrom(postedForm));
  const [values, setValues] = useState(start.values);
  const [errors, setErrors] = useState(start.errors);
  const [failure, setFailure] = useState<string | null>(start.failure);
  const [sending, setSending] = useState(false);

  const edit =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
    };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: edit(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(`${id}-${field}`) : undefined,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    const parsed = enquirySchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors<Field>(parsed.error);
      setErrors(found);
      const first = fields.find((field) => found[field]);
      const control = first && form.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const { website, ...enquiry } = parsed.data;
    const body: EnquiryInput = website ? parsed.data : enquiry;
    setSending(true);
    setFailure(null);
    try {
      await apiRequest('/form', {
        method: 'POST',
        body,
        fallbackMessage: fallbackMessages.createForm,
      });
      onSent();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : fallbackMessages.createForm);
      setSending(false);
    }
  };

  return (
    <form
      className="enquiry-form"
      method="post"
      action={paths.enquiry.getHref()}
      noValidate
      onSubmit={submit}
    >
      <LabelledField id={`${id}-name`} label="Name" error={errors.name}>
        <input
          {...fieldProps('name')}
          type="text"
          autoComplete="name"
          maxLength={ENQUIRY_LIMITS.name}
        />
      </LabelledField>
      <LabelledField id={`${id}-phone`} label="Phone" error={errors.phone}>
        {/* The 10-digit number without +91 is what "tel-national" names. The HTML Standard puts
            that token in the Text control group, which type="tel" does not accept (it takes only
            "tel", the number with its country code): a text field with a number keypad does. */}
        <input
          {...fieldProps('phone')}
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
        />
      </LabelledField>
      <LabelledField id={`${id}-message`} label="Message" error={errors.message}>
        <textarea {...fieldProps('message')} rows={3} maxLength={ENQUIRY_LIMITS.message} />
      </LabelledField>
      {/* Off-screen, out of the tab order and hidden from screen readers: a trap for bots only. */}
      <div className="enquiry-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={edit('website')}
        />
      </div>
      {failure && (
        <p className="enquiry-form__failure" role="alert">
          {failure}
        </p>
      )}
      <p className="enquiry-form__privacy">
        We keep your name, phone and message only to reply to you.{' '}
        {/* A new tab, so reading it does not lose what was typed here. */}
        <NewTabLink href={paths.privacy.getHref()}>Privacy notice</NewTabLink>
      </p>
      <button
        type="submit"
        className="button button--primary enquiry-form__send"
        aria-disabled={sending || undefined}
      >
        Send Message
      </button>
    </form>
  );
}
