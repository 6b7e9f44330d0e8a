import type { ChangeEvent } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea of this many rows; a one-line input without it. */
  rows?: number;
  required?: boolean;
  /** Shown under the field, tied to it by aria-describedby, and marks it invalid. */
  error?: string;
}

/** A labelled text input or textarea with its error message, as every blog form field is. */
export function TextField({ id, label, value, onChange, rows, required, error }: TextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className="bm-field">
      <label htmlFor={id}>{label}</label>
      {rows ? <textarea {...shared} rows={rows} /> : <input {...shared} />}
      {error && (
        <p id={errorId} className="bm-error">
          {error}
        </p>
      )}
    </div>
  );
}
