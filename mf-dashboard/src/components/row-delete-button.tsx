import './button.scss';

interface Props {
  onClick: () => void;
  /** Read after "Delete" by screen readers, so each row's button is told apart. */
  what: string;
}

/** A table row's Delete action; it only asks, the confirmation dialog deletes. */
export function RowDeleteButton({ onClick, what }: Props) {
  return (
    <button
      type="button"
      className="dash-button dash-button--danger dash-button--small"
      onClick={onClick}
    >
      Delete<span className="dash-visually-hidden"> {what}</span>
    </button>
  );
}
