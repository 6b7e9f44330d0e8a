import { useId, type Ref } from 'react';
import './dashboard-ui.scss';

interface Props {
  /** Shown as the label and the placeholder (product §2: `Search name or phone`). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The input, for a dialog that returns the focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/** A list's search box: filters as the user types. */
export function SearchField({ label, value, onChange, ref }: Props) {
  const id = useId();
  return (
    <div className="dash-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="search"
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
