import { useId } from 'react';
import './dashboard-ui.scss';

interface Props {
  /** Shown as the label and the placeholder (product §2: `Search name or phone`). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search box: filters as the user types. */
export function SearchField({ label, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="dash-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
