/** A form field's message, linked to its control by `aria-describedby={id}`; nothing when none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="dash-field__error">
      {message}
    </p>
  );
}
