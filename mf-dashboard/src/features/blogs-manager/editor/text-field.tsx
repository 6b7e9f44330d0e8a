import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  id: string;
  label: string;
  /** The form's registration of the field (`register(name)`): the input is uncontrolled. */
  field: UseFormRegisterReturn;
  /** A textarea of this many rows; a one-line input without it. */
  rows?: number;
  required?: boolean;
  /** Shown under the field, tied to it by aria-describedby, and marks it invalid. */
  error?: string;
  /** A line under the label saying what the field is for. */
  hint?: string;
  /** A one-line input's type (text unless said). */
  type?: 'text' | 'datetime-local';
}

/** A labelled text input or textarea with its error message, as every blog form field is. */
export function TextField({ id, label, field, rows, required, error, hint, type }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  const shared = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...field,
  };
  return (
    <div className="bm-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="bm-hint">
          {hint}
        </p>
      )}
      {rows ? <textarea {...shared} rows={rows} /> : <input {...shared} type={type} />}
      {error && (
        <p id={errorId} className="bm-error">
          {error}
        </p>
      )}
    </div>
  );
}
