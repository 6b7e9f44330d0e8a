import './button.scss';

interface Props {
  /** What the button does, as seen: `Delete`, `Sign out`, `End link`. */
  label: string;
  /** Read after the label by screen readers, so each row's button is told apart. */
  what: string;
  onClick: () => void;
  /** `danger` for Delete, which only asks: the confirmation dialog deletes. */
  tone?: 'danger' | 'secondary';
  disabled?: boolean;
}

/** A table row's action button, named for its row. */
export function RowActionButton({ label, what, onClick, tone = 'secondary', disabled }: Props) {
  return (
    <button
      type="button"
      className={
        tone === 'danger'
          ? 'dash-button dash-button--danger dash-button--small'
          : 'dash-button dash-button--secondary'
      }
      disabled={disabled}
      onClick={onClick}
    >
      {label}
      <span className="dash-visually-hidden">{` ${what}`}</span>
    </button>
  );
}
