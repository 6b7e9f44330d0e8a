import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../../components/field-error';
import './password-field.scss';

interface Props {
  label: string;
  /** The form's registration of the field (`register('password')`): the input stays uncontrolled. */
  field: UseFormRegisterReturn;
  autoComplete: string;
  /** A message under the field, tied to it by aria-describedby (the Account page's). */
  error?: string;
  /** A line under the label saying what the field needs. */
  hint?: string;
}

/**
 * A password input with a show/hide toggle (a pressed/unpressed button, so its state is read).
 * The input is uncontrolled: the text in it is the value, so nothing typed is ever replaced by a
 * render (switching the type keeps the text).
 */
export function PasswordField({ label, field, autoComplete, error, hint }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const [visible, setVisible] = useState(false);
  return (
    <div className="dash-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="dash-field__hint">
          {hint}
        </p>
      )}
      <div className="signin-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...field}
        />
        <button
          type="button"
          className="signin-password__toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={`Show ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
              fill="currentColor"
            />
            {visible && (
              <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
