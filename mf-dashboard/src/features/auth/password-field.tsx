import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  label: string;
  /** The form's registration of the field (`register('password')`): the input stays uncontrolled. */
  field: UseFormRegisterReturn;
  autoComplete: string;
}

/**
 * A password input with a show/hide toggle (a pressed/unpressed button, so its state is read).
 * The input is uncontrolled: the text in it is the value, so nothing typed is ever replaced by a
 * render (switching the type keeps the text).
 */
export function PasswordField({ label, field, autoComplete }: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="dash-field">
      <label htmlFor={id}>{label}</label>
      <div className="signin-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          {...field}
        />
        <button
          type="button"
          className="signin-password__toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label="Show password"
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
    </div>
  );
}
